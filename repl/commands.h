/* commands: the REPL's commands, one table with their help text. */
#ifndef CV_COMMANDS_H
#define CV_COMMANDS_H

#include <stdint.h>
#include <stdio.h>

#include "cardvm.h"

typedef struct repl {
    cv_game *g;
    int interactive;
    unsigned long lineno; /* the input line being run */
    size_t log_shown;     /* log lines already printed */
    uint64_t policy;      /* state of the random policy behind 'auto' */
    int script_errors;    /* script failures seen (the game went on) */
} repl;

enum { CMD_OK = 0, CMD_BAD = 1, CMD_QUIT = 2 };

/* Runs one input line. Returns CMD_OK, CMD_BAD (unknown command or illegal
 * answer: the message is printed) or CMD_QUIT. */
int repl_run_line(repl *r, const char *line);

/* Prints the log lines not shown yet, then the pending decision. */
void repl_show_progress(repl *r);

/* Prints the command table. */
void repl_help(FILE *out);

#endif
