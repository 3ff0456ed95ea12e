/* fuzz_repl: the input is REPL command lines (repl/commands.c, docs/repl.md),
 * run one by one through repl_run_line on a game of halo with seed 7 (the
 * docs' session), or of what a first line "#@ rules=NAME seed=N option=K=V
 * interactive=1" asks (a comment to the REPL). The session record is on, in
 * the temp dir. Every line is run, even after a failed one (as at the
 * prompt); quit and exit end the input, not the process.
 *
 * Files stay in the temp dir: `save` and `dump` write out/<NAME> (the
 * argument with '/' made '_'); `load` and `position` read out/<NAME> for a
 * bare name, <work>/<PATH> for a relative path without "..", where tests/,
 * docs/, cards/ and scripts/ lead to the project's (so the rulings' lines
 * run as written), else out/<NAME>. To keep an input fast (a hostile query
 * may run the whole instruction budget, seconds under the sanitizers),
 * `auto` answers at most AUTO_CAP decisions, and only the first MAX_LINES
 * lines and MAX_LUA eval, query and expect lines are run.
 *
 * Checked: no command crashes; what a host reads of the final game
 * (fuzz_inspect); and, unless the input wrote a file (save, dump) that the
 * game may have been built from, the session record resumes, whole, at the
 * hash of the live game. */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "common.h"
#include "cvaux.h"
#include "policy.h"

#define MAX_LINES 32  /* lines run per input */
#define MAX_LUA 6     /* eval, query and expect lines run per input */
#define AUTO_CAP 100  /* decisions one `auto` may answer */
#define LINE_CAP 4096 /* as repl_run_line's buffer */

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    fuzz_setup("repl");
    return 0;
}

/* out/<arg> with every '/' made '_' and no leading '.'. */
static void flat_out(char *buf, size_t len, const char *arg)
{
    char name[130];
    size_t n = 0;
    for (const char *p = arg; *p && n < sizeof name - 2; p++)
        name[n++] = *p == '/' ? '_' : *p;
    name[n] = '\0';
    if (!n) snprintf(name, sizeof name, "f");
    if (name[0] == '.') name[0] = '_';
    fuzz_out(buf, len, name);
}

/* May 'arg' be read where it is, under the work directory? */
static int plain_relative(const char *arg)
{
    if (arg[0] == '/' || !strchr(arg, '/')) return 0;
    for (const char *p = arg; *p; p++)
        if (p[0] == '.' && p[1] == '.') return 0;
    return 1;
}

/* Rewrites 'line' into 'out' so that it touches only the temp dir and stays
 * fast (see the top of the file): an empty 'out' skips the line. Sets
 * *wrote for save and dump; counts Lua lines in *lua. */
static void confine(const char *line, char *out, size_t len, int *wrote, int *lua)
{
    while (isspace((unsigned char)*line))
        line++;
    char name[32];
    size_t n = 0;
    while (line[n] && !isspace((unsigned char)line[n]) && n < sizeof name - 1) {
        name[n] = line[n];
        n++;
    }
    name[n] = '\0';
    const char *arg = line + n;
    while (isspace((unsigned char)*arg))
        arg++;
    char a[LINE_CAP];
    snprintf(a, sizeof a, "%s", arg);
    for (size_t k = strlen(a); k > 0 && isspace((unsigned char)a[k - 1]); k--)
        a[k - 1] = '\0';
    char path[PATH_MAX + 256];
    if (!strcmp(name, "eval") || !strcmp(name, "query") || !strcmp(name, "expect")) {
        if (++*lua > MAX_LUA) {
            out[0] = '\0';
            return;
        }
        goto asis;
    } else if (!strcmp(name, "save") || !strcmp(name, "dump")) {
        *wrote = 1;
        if (!*a) goto asis;
        flat_out(path, sizeof path, a);
    } else if (!strcmp(name, "load") || !strcmp(name, "position")) {
        if (!*a) goto asis;
        if (plain_relative(a))
            snprintf(path, sizeof path, "%s/%s", fuzz_work(), a);
        else
            flat_out(path, sizeof path, a);
    } else if (!strcmp(name, "auto")) {
        char *end;
        errno = 0;
        unsigned long k = strtoul(a, &end, 10);
        if (*a && (*end || errno || a[0] == '-')) goto asis; /* the REPL refuses it */
        if (*a && k <= AUTO_CAP) goto asis;
        snprintf(out, len, "auto %d", AUTO_CAP);
        return;
    } else {
        goto asis;
    }
    snprintf(out, len, "%s %s", name, path);
    return;
asis:
    snprintf(out, len, "%s", line);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_begin();
    fuzz_header h = {.rules = "halo", .seed = 7, .seats = 2};
    fuzz_header_read(data, size, "#@", &h);
    const char *options[4];
    for (int i = 0; i < h.noptions; i++)
        options[i] = h.options[i];
    cv_config cfg = {.root = fuzz_root(),
                     .rules = h.rules,
                     .options = options,
                     .noptions = h.noptions,
                     .seed = h.seed};
    char err[4096] = "", session[PATH_MAX + 64];
    cv_game *g = cv_game_new(&cfg, err, sizeof err);
    if (!g) {
        if (!err[0]) fuzz_fail("cv_game_new failed with no message");
        fuzz_note("no game: %s", err);
        fuzz_end();
        return 0;
    }
    /* The session record lies outside out/, where no command can reach. */
    snprintf(session, sizeof session, "%s/session.rec", fuzz_tmp());
    remove(session);
    repl r = {.root = fuzz_root(), .interactive = h.interactive, .session = strdup(session)};
    if (!r.session) fuzz_fail("out of memory");
    r.policy = policy_start(cfg.seed);
    repl_set_game(&r, g);
    r.log_shown = 0;
    repl_show_progress(&r);

    int wrote = 0, lua = 0;
    static char line[LINE_CAP + 1], run[LINE_CAP + PATH_MAX + 64];
    size_t at = 0;
    for (int nlines = 0; at < size && nlines < MAX_LINES; nlines++) {
        size_t n = 0;
        while (at < size && data[at] != '\n') {
            if (n < LINE_CAP) line[n++] = (char)data[at];
            at++;
        }
        at++; /* the newline */
        line[n] = '\0';
        confine(line, run, sizeof run, &wrote, &lua);
        r.lineno++;
        if (!run[0]) continue;
        int rc = repl_run_line(&r, run);
        fuzz_note("%s -> %d", run, rc);
        if (rc == CMD_QUIT) break;
    }
    fuzz_inspect(r.g);
    if (r.session && !wrote) {
        cv_game *back = cv_record_load(fuzz_root(), r.session, NULL, err, sizeof err);
        if (!back) fuzz_fail("the session record does not resume: %s", err);
        if (cv_game_answer_count(back) != cv_game_answer_count(r.g))
            fuzz_fail("the session record resumes with %zu answers, the game has %zu",
                      cv_game_answer_count(back), cv_game_answer_count(r.g));
        if (cv_game_hash(back) != cv_game_hash(r.g))
            fuzz_fail("the session record resumes at another hash");
        cv_game_free(back);
    }
    repl_free(&r);
    fuzz_end();
    return 0;
}
