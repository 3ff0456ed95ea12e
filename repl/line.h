/* line: a small shim over libedit, so the REPL never touches the
 * line-editing library directly. Line editing, history (kept between runs)
 * and completion only when interactive. */
#ifndef CV_LINE_H
#define CV_LINE_H

/* Completion: the k-th (0-based) completion of the whole line 'text' as
 * typed so far, or NULL when there are no more. */
typedef const char *(*line_completer)(const char *text, int k, void *ud);

/* Starts line editing (interactive) or plain reading (batch). The history
 * is read from and saved to 'history' (NULL: none). */
void line_open(int interactive, const char *history, line_completer complete, void *ud);

/* Reads one line without its newline from the terminal or 'in'; NULL at end
 * of input. Caller frees. */
char *line_read(const char *prompt);

/* Remembers a line in the history (interactive only). */
void line_remember(const char *line);

/* Saves the history and releases what line_open took. */
void line_close(void);

#endif
