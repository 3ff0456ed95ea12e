/* commands: the REPL's commands, one table with their help text, and the
 * session state they share. The game's history (undo, redo, the line of
 * play) is the kernel's: the REPL keeps none of its own. */
#ifndef CV_COMMANDS_H
#define CV_COMMANDS_H

#include <stdint.h>
#include <stdio.h>

#include "cardvm.h"

typedef struct repl {
    cv_game *g;
    const char *root;
    int interactive;
    int color;            /* ANSI colour on a terminal, unless NO_COLOR */
    const char *source;   /* the script file being read, or NULL for stdin */
    unsigned long lineno; /* the input line being run */
    size_t log_shown;     /* log lines already printed */
    uint64_t policy;      /* state of the random policy behind 'auto' */
    int script_errors;    /* script failures seen (the game went on) */
    int failed;           /* an 'expect' failed */
    char *session;        /* the session record's path, or NULL */
    /* How the game starts (the options, a position file): while there is no
     * game (g NULL: its scripts failed before the first decision), 'reload'
     * tries again from it; only help, reload, position, load and quit run. */
    const cv_config *start;
} repl;

enum { CMD_OK = 0, CMD_BAD = 1, CMD_QUIT = 2 };

/* Runs one input line. Returns CMD_OK, CMD_BAD (unknown command, illegal
 * answer or failed expect: the message is printed) or CMD_QUIT. */
int repl_run_line(repl *r, const char *line);

/* Prints the log lines not shown yet, then the pending decision. */
void repl_show_progress(repl *r);

/* Prints the command table. */
void repl_help(FILE *out);

/* The prompt for interactive use: turn, phase and whose decision. */
void repl_prompt(const repl *r, char *buf, size_t len);

/* Command names and card titles that start with 'prefix', for completion:
 * the k-th match (0-based), or NULL. Titles are the current game's. */
const char *repl_complete(const repl *r, const char *prefix, int k);

/* Builds the game r->start describes (reading the scripts from disk again)
 * and sets it. 0, or -1 with the message in err (r->g is left as it was). */
int repl_start(repl *r, char *err, size_t len);

/* Sets the game (taking ownership) and rewrites the session record. */
void repl_set_game(repl *r, cv_game *g);

/* Frees what the session holds. */
void repl_free(repl *r);

#endif
