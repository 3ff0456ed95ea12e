/* cardvm: the REPL and the test runner around the kernel.
 *
 *   cardvm [options] [POSITION]    play (from a position file)
 *   cardvm replay FILE             step through a saved record
 *   cardvm resume                  continue the last session
 *   cardvm test FILE...            run Lua rules and card tests
 *   cardvm sim [N] [options]       play N games to the end, count what happens
 *   cardvm check [PATH...]         check card files and decks
 *   cardvm html RECORD [-o FILE]   a saved game as one HTML page
 *
 * Interactive on a terminal (line editing, history, completion, colour);
 * from a pipe or --script it runs in batch mode with the same output and no
 * prompt, and stops with the line number at the first unknown command,
 * illegal choice or failed expect. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cardvm.h"
#include "check.h"
#include "commands.h"
#include "cvaux.h"
#include "html.h"
#include "line.h"
#include "luatest.h"
#include "policy.h"
#include "session.h"
#include "sim.h"

#define MAX_ARGS 16

static void usage(FILE *out)
{
    fprintf(out,
            "usage: cardvm [options] [POSITION]  play a game in the REPL (from a position file)\n"
            "       cardvm replay FILE        step through a saved record (redo steps forward)\n"
            "       cardvm resume             continue the last session where it stopped\n"
            "       cardvm test FILE...       run Lua rules and card tests\n"
            "       cardvm sim [N] [options]  play N games to the end (seeds S..S+N-1, from --seed S,\n"
            "                                 default 1) and count what happens: win rates with\n"
            "                                 intervals, lengths, cards; JSON, CSV, plots, several\n"
            "                                 processes (cardvm sim --help; docs/simulating.md)\n"
            "       cardvm html RECORD [-o FILE] [--as PLAYER]  a saved game as one HTML page: its\n"
            "                                 board at every decision, the log, who decided what;\n"
            "                                 as one player sees it with --as (docs/viewing.md)\n"
            "       cardvm check [--rules NAME] [PATH...]  check card files (syntax, fields,\n"
            "                                 timing words, triggers, 'run'), duplicate titles and\n"
            "                                 decks: PATH is cards/<game>, a card or a deck file\n"
            "                                 (default: every game); exit 1 on any error\n"
            "options:\n"
            "  --seed N         the game's RNG seed (default 1)\n"
            "  --rules NAME     the ruleset: scripts/NAME/rules.lua (default: the position's, else halo)\n"
            "  --deck FILE      a deck file, once per seat (default: the ruleset's decks)\n"
            "  --option K=V     a ruleset option (repeatable; also --opt K=V)\n"
            "  --position FILE  start from a position file (docs/positions.md)\n"
            "  --script FILE    run the commands in FILE (batch mode), then stop\n"
            "  --no-session     keep no session record (see resume)\n"
            "  --force          replay or resume a record even where the game no longer reaches\n"
            "                   the states it recorded (a card or the rules changed since)\n"
            "  --root DIR       where scripts/ and cards/ are (default: found from the binary)\n"
            "  --help           this text\n"
            "REPL commands:\n");
    repl_help(out);
}

static int is_dir(const char *p)
{
    struct stat st;
    return stat(p, &st) == 0 && S_ISDIR(st.st_mode);
}

/* Finds the directory holding scripts/: $CARDVM_ROOT, then beside the
 * binary (build/cardvm -> the source tree; bin/cardvm -> share/cardvm). */
static const char *find_root(char *buf, size_t len)
{
    const char *env = getenv("CARDVM_ROOT");
    if (env && *env) return env;
    char exe[4096];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n > 0) {
        exe[n] = '\0';
        char *slash = strrchr(exe, '/');
        if (slash) *slash = '\0';
        const char *tries[] = {"%s/..", "%s/../share/cardvm"};
        for (size_t i = 0; i < 2; i++) {
            char probe[4200];
            snprintf(buf, len, tries[i], exe);
            snprintf(probe, sizeof probe, "%s/scripts", buf);
            if (is_dir(probe)) return buf;
        }
    }
    return ".";
}

static const char *complete(const char *text, int k, void *ud)
{
    const repl *r = ud;
    static char line[512];
    const char *space = strchr(text, ' ');
    if (!space) return repl_complete(r, text, k);
    /* After a command: complete card titles, keeping the command. */
    const char *arg = space + 1;
    const char *m = repl_complete(r, arg, k);
    if (!m) return NULL;
    snprintf(line, sizeof line, "%.*s%s", (int)(arg - text), text, m);
    return line;
}

/* Runs commands from 'in' until the end or quit. Returns the exit status. */
/* Runs the commands of 'in' ('first', when not NULL, is its first line,
 * already read; run frees it). */
static int run(repl *r, FILE *in, const char *name, char *first)
{
    int status = 0;
    char *line;
    char *hist = NULL;
    const char *home = getenv("HOME");
    if (r->interactive && home) {
        size_t n = strlen(home) + 24;
        hist = malloc(n);
        if (hist) snprintf(hist, n, "%s/.cardvm_history", home);
    }
    if (in == stdin) line_open(r->interactive, hist, complete, r);
    r->source = name;
    for (;;) {
        char prompt[160] = "";
        if (r->interactive && in == stdin) repl_prompt(r, prompt, sizeof prompt);
        if (first) {
            line = first;
            first = NULL;
        } else if (in == stdin) {
            line = line_read(prompt);
        } else {
            size_t cap = 0;
            line = NULL;
            if (getline(&line, &cap, in) < 0) {
                free(line);
                line = NULL;
            } else {
                line[strcspn(line, "\n")] = '\0';
            }
        }
        if (!line) break;
        r->lineno++;
        if (in == stdin) line_remember(line);
        int rc = repl_run_line(r, line);
        free(line);
        fflush(stdout);
        if (rc == CMD_QUIT) break;
        if (rc == CMD_BAD && !r->interactive) {
            status = 1;
            break;
        }
    }
    if (in == stdin) line_close();
    free(hist);
    return status;
}

int main(int argc, char **argv)
{
    /* Every line out as it is written: in a pipe, an error (stderr) then
     * stays after the output lines that came before it. */
    setvbuf(stdout, NULL, _IOLBF, BUFSIZ);
    char rootbuf[4200];
    const char *decks[MAX_ARGS], *options[MAX_ARGS];
    cv_config cfg = {.rules = "halo", .decks = decks, .options = options, .seed = 1};
    const char *root = NULL, *script = NULL, *replay = NULL;
    int resume = 0, no_session = 0, rules_given = 0, force = 0;

    if (argc > 1 && !strcmp(argv[1], "test")) {
        if (argc < 3) {
            fprintf(stderr, "usage: cardvm test FILE...\n");
            return 2;
        }
        return luatest_run(find_root(rootbuf, sizeof rootbuf), argc - 2, argv + 2);
    }
    if (argc > 1 && !strcmp(argv[1], "check"))
        return check_run(find_root(rootbuf, sizeof rootbuf), argc - 2, argv + 2);
    if (argc > 1 && !strcmp(argv[1], "sim"))
        return sim_main(find_root(rootbuf, sizeof rootbuf), argc - 2, argv + 2);
    if (argc > 1 && !strcmp(argv[1], "html")) {
        int status = html_main(find_root(rootbuf, sizeof rootbuf), argc - 2, argv + 2);
        cv_release_cache();
        return status;
    }
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage(stdout);
            return 0;
        }
        if (!strcmp(a, "--no-session")) {
            no_session = 1;
            continue;
        }
        if (!strcmp(a, "--force")) {
            force = 1;
            continue;
        }
        if (!strcmp(a, "resume") && !cfg.position && !replay) {
            resume = 1;
            continue;
        }
        if (!strcmp(a, "replay") && v && !cfg.position && !resume) {
            replay = v;
            i++;
            continue;
        }
        if (strncmp(a, "--", 2) && !cfg.position) {
            cfg.position = a; /* cardvm FILE: start from a position file */
            continue;
        }
        if (!v || strncmp(a, "--", 2)) {
            fprintf(stderr, "cardvm: unknown argument '%s' (see --help)\n", a);
            return 2;
        }
        i++;
        if (!strcmp(a, "--seed")) {
            char *end;
            errno = 0;
            cfg.seed = strtoull(v, &end, 0);
            if (errno || *end || v[0] == '-') {
                fprintf(stderr, "cardvm: --seed expects a non-negative integer, got '%s'\n", v);
                return 2;
            }
        } else if (!strcmp(a, "--rules")) {
            cfg.rules = v;
            rules_given = 1;
        } else if (!strcmp(a, "--position")) {
            cfg.position = v;
        } else if (!strcmp(a, "--script")) {
            script = v;
        } else if (!strcmp(a, "--root")) {
            root = v;
        } else if (!strcmp(a, "--deck") && cfg.ndecks < MAX_ARGS) {
            decks[cfg.ndecks++] = v;
        } else if ((!strcmp(a, "--option") || !strcmp(a, "--opt")) && cfg.noptions < MAX_ARGS) {
            options[cfg.noptions++] = v;
        } else {
            fprintf(stderr, "cardvm: unknown option '%s' (see --help)\n", a);
            return 2;
        }
    }
    cfg.root = root ? root : find_root(rootbuf, sizeof rootbuf);
    /* A position file names its ruleset: no --rules needed to open it. */
    char posrules[64];
    if (!rules_given && cfg.position &&
        cv_aux_position_rules(cfg.position, posrules, sizeof posrules, NULL, 0))
        cfg.rules = posrules;
    char err[2048];
    repl r = {0};
    r.root = cfg.root;
    r.session = no_session ? NULL : session_path();
    cv_game *g = NULL;
    if (resume || replay) {
        const char *file = replay ? replay : r.session;
        if (!file) {
            fprintf(stderr, "cardvm: resume: no session record (no HOME or CARDVM_SESSION)\n");
            return 1;
        }
        cv_game *partial = NULL;
        g = cv_record_load_with(cfg.root, file, force ? CV_RECORD_FORCE : 0, &partial, err,
                                sizeof err);
        if (!g && partial) {
            fprintf(stderr, "cardvm: %s; stopped at the last answer that fits\n", err);
            g = partial;
        }
    } else {
        r.start = &cfg; /* 'reload' starts it again while it does not start */
        g = cfg.position ? cv_aux_open(&cfg, cfg.position, err, sizeof err)
                         : cv_game_new(&cfg, err, sizeof err);
    }
    r.interactive = isatty(STDIN_FILENO) && !script;
    FILE *in = stdin;
    if (!g) {
        fprintf(stderr, "cardvm: %s\n", err);
        /* A game whose scripts fail before the first decision: the session
         * goes on without one (at the prompt, or with commands to come), so
         * the file can be fixed and the game started again by 'reload'. */
        if (!r.start || (!r.interactive && !script)) {
            int c = r.start ? getc(stdin) : EOF;
            if (c == EOF) {
                free(r.session);
                return 1;
            }
            ungetc(c, stdin);
        }
        fprintf(stderr, "cardvm: the game did not start: fix the file and type 'reload' "
                        "(or 'position FILE', 'load FILE', 'quit')\n");
    }
    r.policy = policy_start(g ? cv_game_config(g)->seed : cfg.seed);
    const char *nc = getenv("NO_COLOR");
    r.color = isatty(STDOUT_FILENO) && !(nc && *nc);
    if (g) repl_set_game(&r, g);
    if (replay) { /* step through it from the start: redo goes forward */
        size_t n = cv_game_answer_count(g);
        if (cv_game_goto(g, 0, err, sizeof err) != CV_OK)
            fprintf(stderr, "cardvm: replay: %s\n", err);
        r.log_shown = 0;
        printf("replay %s: %zu answer%s; 'redo' steps forward, 'goto N' jumps\n", replay, n,
               n == 1 ? "" : "s");
    }
    for (size_t i = 0; g && i < cv_game_warning_count(g); i++)
        fprintf(stderr, "cardvm: warning: %s\n", cv_game_warning(g, i));
    if (r.interactive)
        printf("cardvm: %s, seed %llu. Type 'help' for commands.\n",
               g ? cv_game_config(g)->rules : cfg.rules,
               (unsigned long long)(g ? cv_game_config(g)->seed : cfg.seed));
    if (!resume) r.log_shown = 0;
    if (script && !(in = fopen(script, "r"))) {
        fprintf(stderr, "cardvm: --script: cannot read %s\n", script);
        repl_free(&r);
        return 1;
    }
    /* A batch run whose first command replaces the game (position, load)
     * shows nothing of the default game it would replace. */
    char *first = NULL;
    int replaced = 0;
    if (!r.interactive && !cfg.position && !replay && !resume) {
        size_t cap = 0;
        if (getline(&first, &cap, in) < 0) {
            free(first);
            first = NULL;
        } else {
            first[strcspn(first, "\n")] = '\0';
            const char *c = first + strspn(first, " \t");
            replaced = !strncmp(c, "position ", 9) || !strncmp(c, "load ", 5);
        }
    }
    if (replaced && g)
        r.log_shown = cv_game_log_count(g);
    else
        repl_show_progress(&r);
    int status = run(&r, in, script, first);
    if (!r.g && !r.interactive) status = 1; /* a batch run whose game never started fails */
    if (in != stdin) fclose(in);
    repl_free(&r);
    cv_release_cache();
    return status;
}
