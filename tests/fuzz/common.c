/* common: the harnesses' shared set-up and checks. See common.h. */
#define _XOPEN_SOURCE 700 /* nftw, mkdtemp, realpath */
#include "common.h"

#include <dirent.h>
#include <errno.h>
#include <ftw.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cvaux.h"
#include "policy.h"

#ifndef CARDVM_FUZZ_SRCDIR
#define CARDVM_FUZZ_SRCDIR "."
#endif

#define FUZZ_SCRIPT_ERRORS 2 /* script errors fuzz_play tolerates before it stops */

const char *const fuzz_rulesets[FUZZ_NRULES] = {"mini", "halo", "doomtrooper", "lines"};

/* Where each ruleset's scripts and cards are, under the project. */
static const char *const scripts_of[FUZZ_NRULES] = {
    "tests/fixtures/scripts/mini", "scripts/halo", "scripts/doomtrooper",
    "tests/fixtures/records/scripts/lines"};
static const char *const cards_of[FUZZ_NRULES] = {
    "tests/fixtures/cards/mini", "cards/halo", "cards/doomtrooper",
    "tests/fixtures/records/cards/lines"};

static char project[PATH_MAX];
static char tmp[PATH_MAX];
static char root[PATH_MAX + 8];
static char work[PATH_MAX + 8];

void fuzz_fail(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("fuzz: invariant broken: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    abort();
}

static int verbose = -1;

void fuzz_note(const char *fmt, ...)
{
    if (verbose < 0) {
        const char *v = getenv("FUZZ_VERBOSE");
        verbose = v && *v && strcmp(v, "0");
    }
    if (!verbose) return;
    va_list ap;
    va_start(ap, fmt);
    fputs("fuzz: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

const char *fuzz_project(void)
{
    return project;
}

const char *fuzz_tmp(void)
{
    return tmp;
}

const char *fuzz_root(void)
{
    return root;
}

const char *fuzz_work(void)
{
    return work;
}

/* UBSan's options, read before main (so: no library call here): stop at
 * the first report, with its stack, except for the known reports listed in
 * tests/fuzz/ubsan.supp (built recoverable by fuzz.mk so that they can be
 * let through). $UBSAN_OPTIONS adds to them. */
const char *__ubsan_default_options(void)
{
    return "halt_on_error=1:print_stacktrace=1:suppressions=" CARDVM_FUZZ_SRCDIR
           "/tests/fuzz/ubsan.supp";
}

/* ---- the temporary directory ----------------------------------------------- */

static int is_project(const char *dir)
{
    char probe[PATH_MAX + 64];
    struct stat st;
    snprintf(probe, sizeof probe, "%s/tests/fixtures/scripts/mini/rules.lua", dir);
    return stat(probe, &st) == 0 && S_ISREG(st.st_mode);
}

static void find_project(void)
{
    const char *env = getenv("CARDVM_FUZZ_ROOT");
    char exe[PATH_MAX], guess[PATH_MAX + 16];
    const char *tries[3] = {env, NULL, CARDVM_FUZZ_SRCDIR};
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n > 0) {
        exe[n] = '\0';
        char *slash = strrchr(exe, '/');
        if (slash) *slash = '\0';
        snprintf(guess, sizeof guess, "%s/../..", exe);
        tries[1] = guess;
    }
    for (int i = 0; i < 3; i++)
        if (tries[i] && *tries[i] && is_project(tries[i]) && realpath(tries[i], project)) return;
    fprintf(stderr, "fuzz: cannot find the cardvm source tree (set CARDVM_FUZZ_ROOT)\n");
    exit(2);
}

static void need(int ok, const char *what, const char *path)
{
    if (ok) return;
    fprintf(stderr, "fuzz: cannot %s %s: %s\n", what, path, strerror(errno));
    exit(2);
}

static void make_dir(const char *path)
{
    need(mkdir(path, 0700) == 0, "create", path);
}

/* Links 'at' to the project's 'rel'. */
static void link_to(const char *rel, const char *at)
{
    char target[PATH_MAX + 256];
    snprintf(target, sizeof target, "%s/%s", project, rel);
    need(symlink(target, at) == 0, "link", at);
}

/* cards/<rules>/: a link per file of the project's card directory. */
static void link_cards(const char *rel, const char *dir)
{
    char src[PATH_MAX + 256];
    snprintf(src, sizeof src, "%s/%s", project, rel);
    make_dir(dir);
    DIR *d = opendir(src);
    need(d != NULL, "read", src);
    struct dirent *e;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.') continue;
        char from[PATH_MAX + 512], at[PATH_MAX + 512];
        snprintf(from, sizeof from, "%s/%s", rel, e->d_name);
        snprintf(at, sizeof at, "%s/%s", dir, e->d_name);
        link_to(from, at);
    }
    closedir(d);
}

static int remove_entry(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    (void)st;
    (void)ftw;
    return flag == FTW_DP ? rmdir(path) : unlink(path);
}

/* Removes 'path' and what is under it, never following a link. */
static void remove_tree(const char *path)
{
    nftw(path, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
}

static void cleanup(void)
{
    cv_release_cache();
    if (tmp[0]) remove_tree(tmp);
}

void fuzz_setup(const char *name)
{
    if (tmp[0]) return;
    find_project();
    const char *base = getenv("TMPDIR");
    if (!base || !*base) base = "/tmp";
    snprintf(tmp, sizeof tmp, "%s/cardvm-fuzz-%s-XXXXXX", base, name);
    need(mkdtemp(tmp) != NULL, "create", tmp);
    atexit(cleanup);
    snprintf(root, sizeof root, "%s/root", tmp);
    snprintf(work, sizeof work, "%s/work", tmp);
    char p[PATH_MAX + 128];
    make_dir(root);
    snprintf(p, sizeof p, "%s/scripts", root);
    make_dir(p);
    snprintf(p, sizeof p, "%s/cards", root);
    make_dir(p);
    for (int i = 0; i < FUZZ_NRULES; i++) {
        snprintf(p, sizeof p, "%s/scripts/%s", root, fuzz_rulesets[i]);
        link_to(scripts_of[i], p);
        snprintf(p, sizeof p, "%s/cards/%s", root, fuzz_rulesets[i]);
        link_cards(cards_of[i], p);
    }
    make_dir(work);
    static const char *const shared[] = {"tests", "docs", "cards", "scripts"};
    for (size_t i = 0; i < sizeof shared / sizeof shared[0]; i++) {
        snprintf(p, sizeof p, "%s/%s", work, shared[i]);
        link_to(shared[i], p);
    }
    snprintf(p, sizeof p, "%s/out", work);
    make_dir(p);
    /* The REPL and the kernel print; libFuzzer reports on stderr. The
     * buffer is made now, not by the first input (libFuzzer would take it
     * for a leak and run that input twice). */
    need(freopen("/dev/null", "w", stdout) != NULL, "open", "/dev/null");
    putchar('\n');
    fflush(stdout);
}

void fuzz_begin(void)
{
    char p[PATH_MAX + 128];
    snprintf(p, sizeof p, "%s/out", work);
    remove_tree(p);
    make_dir(p);
    for (int i = 0; i < FUZZ_NRULES; i++) {
        snprintf(p, sizeof p, "%s/cards/%s/fuzz.lua", root, fuzz_rulesets[i]);
        unlink(p);
        snprintf(p, sizeof p, "%s/cards/%s/fuzz.deck", root, fuzz_rulesets[i]);
        unlink(p);
    }
}

void fuzz_end(void)
{
    cv_release_cache();
}

void fuzz_write(const char *path, const void *data, size_t n)
{
    FILE *f = fopen(path, "wb");
    need(f != NULL, "write", path);
    int bad = fwrite(data, 1, n, f) != n;
    bad |= fclose(f) != 0;
    need(!bad, "write", path);
}

char *fuzz_out(char *buf, size_t len, const char *name)
{
    snprintf(buf, len, "%s/out/%s", work, name);
    return buf;
}

/* ---- the header line ------------------------------------------------------- */

void fuzz_header_read(const uint8_t *data, size_t size, const char *mark, fuzz_header *h)
{
    size_t m = strlen(mark);
    if (size < m || memcmp(data, mark, m)) return;
    char line[512];
    size_t n = 0;
    for (size_t i = m; i < size && data[i] != '\n' && n < sizeof line - 1; i++)
        line[n++] = (char)data[i];
    line[n] = '\0';
    for (char *w = strtok(line, " \t\r"); w; w = strtok(NULL, " \t\r")) {
        if (!strncmp(w, "rules=", 6)) {
            for (int i = 0; i < FUZZ_NRULES; i++)
                if (!strcmp(w + 6, fuzz_rulesets[i])) h->rules = fuzz_rulesets[i];
        } else if (!strncmp(w, "seed=", 5)) {
            h->seed = strtoull(w + 5, NULL, 10);
        } else if (!strncmp(w, "seats=", 6)) {
            int s = atoi(w + 6);
            if (s >= 1 && s <= 4) h->seats = s;
        } else if (!strncmp(w, "interactive=", 12)) {
            h->interactive = w[12] == '1';
        } else if (!strncmp(w, "option=", 7) && h->noptions < 4) {
            snprintf(h->options[h->noptions++], sizeof h->options[0], "%s", w + 7);
        }
    }
}

/* ---- playing and checking -------------------------------------------------- */

size_t fuzz_play(cv_game *g, size_t n, uint64_t *policy)
{
    size_t done = 0;
    int errors = 0;
    char err[2048];
    while (done < n && !cv_game_over(g) && errors < FUZZ_SCRIPT_ERRORS) {
        size_t count = cv_game_option_count(g);
        if (count == 0) fuzz_fail("a decision with no options: %s", cv_game_decision_prompt(g));
        for (size_t i = 0; i < count; i++)
            if (!cv_game_option_label(g, i)) fuzz_fail("option %zu of %zu has no label", i, count);
        if (cv_game_option_label(g, count)) fuzz_fail("a label past the last option");
        if (!cv_game_decision_prompt(g)) fuzz_fail("a decision with no prompt");
        int seat = cv_game_decision_seat(g);
        if (seat < 0 || seat >= cv_game_player_count(g))
            fuzz_fail("decision seat %d of %d players", seat, cv_game_player_count(g));
        uint64_t before = cv_game_hash(g);
        size_t answers = cv_game_answer_count(g);
        size_t pick = (size_t)(policy_next(policy) % count);
        err[0] = '\0';
        int rc = cv_game_answer(g, pick, err, sizeof err);
        if (rc == CV_OK) {
            if (cv_game_answer_count(g) != answers + 1)
                fuzz_fail("an answer taken left %zu answers (was %zu)", cv_game_answer_count(g),
                          answers);
            done++;
        } else if (rc == CV_ESCRIPT) {
            fuzz_note("answer %zu of %zu: script error: %s", pick + 1, count, err);
            if (cv_game_hash(g) != before || cv_game_answer_count(g) != answers)
                fuzz_fail("a failed step was not undone: %s", err);
            errors++;
        } else {
            fuzz_fail("answer %zu of %zu: code %d: %s", pick + 1, count, rc, err);
        }
    }
    if (cv_game_over(g) && !cv_game_result(g)) fuzz_fail("a game over with no result");
    fuzz_note("%zu answers taken; %s", done, cv_game_over(g) ? cv_game_result(g) : "not over");
    return done;
}

void fuzz_inspect(cv_game *g)
{
    int np = cv_game_player_count(g);
    for (int v = -1; v < np; v++) {
        char *s = cv_game_describe_for(g, v);
        if (!s) fuzz_fail("cv_game_describe_for(%d) returned NULL", v);
        free(s);
        if (v >= 0 && !cv_game_player_name(g, v)) fuzz_fail("player %d has no name", v);
    }
    char *s = cv_game_describe(g);
    if (!s) fuzz_fail("cv_game_describe returned NULL");
    free(s);
    s = cv_game_json(g);
    if (!s) fuzz_fail("cv_game_json returned NULL");
    free(s);
    size_t nlog = cv_game_log_count(g);
    for (size_t i = 0; i < nlog; i++) {
        if (!cv_game_log_cause(g, i) || !cv_game_log_text(g, i))
            fuzz_fail("log line %zu has no cause or text", i);
        for (int v = 0; v < np; v++)
            if (!cv_game_log_text_for(g, i, v)) fuzz_fail("log line %zu has no text for %d", i, v);
    }
    size_t line = cv_game_line_length(g);
    if (line < cv_game_answer_count(g)) fuzz_fail("a line shorter than the answers standing");
    for (size_t k = 0; k < line; k++) {
        (void)cv_game_answer_at(g, k);
        (void)cv_game_answer_label(g, k);
        (void)cv_game_answer_phase(g, k);
        if (k < cv_game_answer_count(g) && cv_game_answer_log(g, k) > nlog)
            fuzz_fail("answer %zu's log starts past the log", k);
    }
    for (size_t i = 0; i < cv_aux_title_count(g); i++)
        if (!cv_aux_title(g, i)) fuzz_fail("title %zu is NULL", i);
    for (size_t i = 0; i < cv_game_warning_count(g); i++)
        if (!cv_game_warning(g, i)) fuzz_fail("warning %zu is NULL", i);
    (void)cv_game_var_num(g, "turn", 0);
    (void)cv_game_var_str(g, "phase");
}

void fuzz_check_replay(cv_game *g)
{
    size_t n = cv_game_answer_count(g);
    uint64_t h = cv_game_hash(g);
    char err[2048];
    /* Through the checkpoints, then replaying every answer from the start. */
    for (int on = 1; on >= 0; on--) {
        cv_game_set_checkpoints(g, on);
        int rc = cv_game_goto(g, 0, err, sizeof err);
        if (rc != CV_OK) fuzz_fail("goto 0 (checkpoints %s): code %d: %s", on ? "on" : "off", rc, err);
        rc = cv_game_goto(g, n, err, sizeof err);
        if (rc != CV_OK)
            fuzz_fail("goto %zu (checkpoints %s): code %d: %s", n, on ? "on" : "off", rc, err);
        if (cv_game_hash(g) != h)
            fuzz_fail("the game after %zu answers replayed (checkpoints %s) has another hash", n,
                      on ? "on" : "off");
    }
    cv_game_set_checkpoints(g, 1);
}

uint32_t fuzz_digest(const uint8_t *data, size_t size)
{
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < size; i++)
        h = (h ^ data[i]) * 16777619u;
    return h;
}

void fuzz_check_dump(cv_game *g, int describe)
{
    char path[PATH_MAX + 64], err[2048];
    fuzz_out(path, sizeof path, "dump.lua");
    uint64_t h = cv_game_hash(g);
    if (cv_aux_dump_file(g, path, err, sizeof err) != CV_OK) fuzz_fail("dump: %s", err);
    cv_game *back = cv_aux_open(cv_game_config(g), path, err, sizeof err);
    if (!back) fuzz_fail("the dump does not open: %s", err);
    if (cv_game_hash(back) != h) fuzz_fail("the dump opens at another hash");
    cv_game_free(back);
    if (!describe) return;
    /* The description alone: the dump less its record lines. */
    size_t n;
    FILE *f = fopen(path, "rb");
    if (!f) fuzz_fail("cannot read the dump back");
    char *text = NULL;
    size_t cap = 0, len = 0;
    char *line = NULL;
    ssize_t got;
    while ((got = getline(&line, &cap, f)) > 0) {
        if (!strncmp(line, "--@record", 9)) continue;
        n = (size_t)got;
        char *t = realloc(text, len + n + 1);
        if (!t) fuzz_fail("out of memory");
        text = t;
        memcpy(text + len, line, n);
        len += n;
    }
    free(line);
    fclose(f);
    fuzz_out(path, sizeof path, "described.lua");
    fuzz_write(path, text ? text : "", len);
    free(text);
    back = cv_aux_open(cv_game_config(g), path, err, sizeof err);
    if (!back) fuzz_fail("the dump's description does not open: %s", err);
    fuzz_inspect(back);
    cv_game_free(back);
}

void fuzz_explain(cv_game *g, int n, const char *name)
{
    char err[2048], id[24];
    for (int i = 1; i <= n; i++) {
        snprintf(id, sizeof id, "%d", i);
        free(cv_aux_explain(g, id, err, sizeof err));
    }
    if (name) free(cv_aux_show(g, name, err, sizeof err));
}

char *fuzz_default_deck(char *buf, size_t len, const char *rules, int seat)
{
    static const char *const decks[FUZZ_NRULES][2] = {{"a.deck", "b.deck"},
                                                     {"unsc.deck", "covenant.deck"},
                                                     {"doomtroopers.deck", "legion.deck"},
                                                     {"a.deck", "b.deck"}};
    int r = 0;
    for (int i = 0; i < FUZZ_NRULES; i++)
        if (!strcmp(rules, fuzz_rulesets[i])) r = i;
    snprintf(buf, len, "%s/cards/%s/decks/%s", root, fuzz_rulesets[r], decks[r][seat % 2]);
    return buf;
}
