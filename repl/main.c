/* cardvm: the REPL and the test runner around the kernel.
 *
 *   cardvm [--seed N] [--rules NAME] [--deck FILE]... [--option K=V]... [--root DIR]
 *   cardvm test FILE...
 *
 * Interactive on a terminal (line editing, history); from a pipe it runs in
 * batch mode with the same output and no prompt, and stops with the line
 * number at the first unknown command or illegal choice. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cardvm.h"
#include "commands.h"
#include "line.h"
#include "luatest.h"

#define MAX_ARGS 16

static void usage(FILE *out)
{
    fprintf(out,
            "usage: cardvm [options] [POSITION]  play a game in the REPL (from a position file)\n"
            "       cardvm test FILE...       run Lua rules and card tests\n"
            "options:\n"
            "  --seed N         the game's RNG seed (default 1)\n"
            "  --rules NAME     the ruleset: scripts/NAME/rules.lua (default halo)\n"
            "  --deck FILE      a deck file, once per seat (default: the ruleset's decks)\n"
            "  --option K=V     a ruleset option (repeatable)\n"
            "  --position FILE  start from a position file (docs/positions.md)\n"
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

int main(int argc, char **argv)
{
    char rootbuf[4200];
    const char *decks[MAX_ARGS], *options[MAX_ARGS];
    cv_config cfg = {.rules = "halo", .decks = decks, .options = options, .seed = 1};
    const char *root = NULL;

    if (argc > 1 && !strcmp(argv[1], "test")) {
        if (argc < 3) {
            fprintf(stderr, "usage: cardvm test FILE...\n");
            return 2;
        }
        return luatest_run(find_root(rootbuf, sizeof rootbuf), argc - 2, argv + 2);
    }
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage(stdout);
            return 0;
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
        } else if (!strcmp(a, "--position")) {
            cfg.position = v;
        } else if (!strcmp(a, "--root")) {
            root = v;
        } else if (!strcmp(a, "--deck") && cfg.ndecks < MAX_ARGS) {
            decks[cfg.ndecks++] = v;
        } else if (!strcmp(a, "--option") && cfg.noptions < MAX_ARGS) {
            options[cfg.noptions++] = v;
        } else {
            fprintf(stderr, "cardvm: unknown option '%s' (see --help)\n", a);
            return 2;
        }
    }
    cfg.root = root ? root : find_root(rootbuf, sizeof rootbuf);

    char err[2048];
    repl r = {0};
    r.g = cv_game_new(&cfg, err, sizeof err);
    if (!r.g) {
        fprintf(stderr, "cardvm: %s\n", err);
        return 1;
    }
    r.policy = cfg.seed ^ 0x5eed5eed5eed5eedULL;
    r.interactive = isatty(STDIN_FILENO);
    for (size_t i = 0; i < cv_game_warning_count(r.g); i++)
        fprintf(stderr, "cardvm: warning: %s\n", cv_game_warning(r.g, i));
    if (r.interactive)
        printf("cardvm: %s, seed %llu. Type 'help' for commands.\n", cfg.rules,
               (unsigned long long)cfg.seed);
    line_open(r.interactive);
    repl_show_progress(&r);
    int status = 0;
    char *line;
    while ((line = line_read(r.interactive ? "cardvm> " : ""))) {
        r.lineno++;
        line_remember(line);
        int rc = repl_run_line(&r, line);
        free(line);
        fflush(stdout);
        if (rc == CMD_QUIT) break;
        if (rc == CMD_BAD && !r.interactive) {
            status = 1;
            break;
        }
    }
    line_close();
    cv_game_free(r.g);
    return status;
}
