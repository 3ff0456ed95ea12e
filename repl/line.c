/* line: libedit shim. See line.h. */
#include "line.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <editline/readline.h>

static int editing;

void line_open(int interactive)
{
    editing = interactive;
    if (editing) using_history();
}

char *line_read(const char *prompt)
{
    if (editing) return readline(prompt);
    char *buf = NULL;
    size_t cap = 0;
    ssize_t n = getline(&buf, &cap, stdin);
    if (n < 0) {
        free(buf);
        return NULL;
    }
    if (n > 0 && buf[n - 1] == '\n') buf[n - 1] = '\0';
    return buf;
}

void line_remember(const char *line)
{
    if (editing && line[0]) add_history(line);
}

void line_close(void)
{
    if (editing) clear_history();
}
