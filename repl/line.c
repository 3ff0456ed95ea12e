/* line: libedit shim. See line.h. */
#include "line.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <editline/readline.h>

static int editing;
static const char *history_file;
static line_completer completer;
static void *completer_ud;

/* The line up to the cursor, and where the word being completed starts:
 * completions are computed on the whole line and cut at the word. */
static char whole[1024];
static int word_start;

static char *generate(const char *text, int state)
{
    static int k;
    (void)text;
    if (state == 0) k = 0;
    const char *m = completer ? completer(whole, k++, completer_ud) : NULL;
    if (!m || (int)strlen(m) < word_start) return NULL;
    return strdup(m + word_start);
}

static char **complete(const char *text, int start, int end)
{
    snprintf(whole, sizeof whole, "%.*s", end, rl_line_buffer);
    word_start = start;
    rl_attempted_completion_over = 1;
    return rl_completion_matches(text, generate);
}

void line_open(int interactive, const char *history, line_completer fn, void *ud)
{
    editing = interactive;
    if (!editing) return;
    history_file = history;
    completer = fn;
    completer_ud = ud;
    using_history();
    if (history_file) read_history(history_file);
    rl_attempted_completion_function = complete;
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
    if (!editing || !line[0]) return;
    add_history(line);
    if (history_file) write_history(history_file); /* kept even if we are killed */
}

void line_close(void)
{
    if (editing) clear_history();
}
