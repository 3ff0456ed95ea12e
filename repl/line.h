/* line: a four-function shim over libedit, so the REPL never touches the
 * line-editing library directly. History only when interactive. */
#ifndef CV_LINE_H
#define CV_LINE_H

/* Starts line editing (interactive) or plain reading (batch). */
void line_open(int interactive);

/* Reads one line without its newline; NULL at end of input. Caller frees. */
char *line_read(const char *prompt);

/* Remembers a line in the history (interactive only). */
void line_remember(const char *line);

/* Releases what line_open took. */
void line_close(void);

#endif
