/* commands: what each REPL command does. See commands.h. */
#include "commands.h"

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

typedef int (*cmd_fn)(repl *r, const char *arg);

typedef struct command {
    const char *name;
    const char *args;
    const char *help;
    cmd_fn fn;
} command;

static int cmd_help(repl *r, const char *arg);
static int cmd_state(repl *r, const char *arg);
static int cmd_actions(repl *r, const char *arg);
static int cmd_choose(repl *r, const char *arg);
static int cmd_pass(repl *r, const char *arg);
static int cmd_log(repl *r, const char *arg);
static int cmd_hash(repl *r, const char *arg);
static int cmd_auto(repl *r, const char *arg);
static int cmd_query(repl *r, const char *arg);
static int cmd_warnings(repl *r, const char *arg);
static int cmd_quit(repl *r, const char *arg);

static const command commands[] = {
    {"help", "", "list the commands", cmd_help},
    {"state", "", "show the board: zones, cards, tokens, links, modifiers, whose decision",
     cmd_state},
    {"actions", "", "list the options of the pending decision, numbered", cmd_actions},
    {"choose", "N", "answer the pending decision with option N (a bare N does the same)",
     cmd_choose},
    {"pass", "", "answer with the option labelled 'pass'", cmd_pass},
    {"log", "[N]", "show the last N log lines (all by default), each with its cause", cmd_log},
    {"hash", "", "print the 64-bit state hash in hex", cmd_hash},
    {"auto", "[N]", "let a seeded random policy answer N decisions (default: to the end)",
     cmd_auto},
    {"query", "LUA", "evaluate Lua in the game, read-only: query return cv.value(3,'strength')",
     cmd_query},
    {"warnings", "", "list the files refused while loading", cmd_warnings},
    {"quit", "", "leave (also: exit, end of input)", cmd_quit},
};

#define NCOMMANDS (sizeof commands / sizeof commands[0])

void repl_help(FILE *out)
{
    for (size_t i = 0; i < NCOMMANDS; i++) {
        char head[32];
        snprintf(head, sizeof head, "%s %s", commands[i].name, commands[i].args);
        fprintf(out, "  %-14s %s\n", head, commands[i].help);
    }
}

/* An error the user made: in batch mode it names the input line. */
static int bad(repl *r, const char *fmt, const char *a)
{
    if (!r->interactive)
        fprintf(stderr, "cardvm: line %lu: ", r->lineno);
    else
        fprintf(stderr, "cardvm: ");
    fprintf(stderr, fmt, a);
    fputc('\n', stderr);
    return CMD_BAD;
}

void repl_show_progress(repl *r)
{
    size_t n = cv_game_log_count(r->g);
    for (; r->log_shown < n; r->log_shown++)
        printf("  [%s] %s\n", cv_game_log_cause(r->g, r->log_shown),
               cv_game_log_text(r->g, r->log_shown));
    if (cv_game_over(r->g)) {
        printf("game over: %s\n", cv_game_result(r->g));
        return;
    }
    cmd_actions(r, "");
}

static int cmd_help(repl *r, const char *arg)
{
    (void)r;
    (void)arg;
    printf("commands:\n");
    repl_help(stdout);
    return CMD_OK;
}

static int cmd_state(repl *r, const char *arg)
{
    (void)arg;
    char *s = cv_game_describe(r->g);
    if (!s) return bad(r, "%s", "out of memory");
    fputs(s, stdout);
    free(s);
    return CMD_OK;
}

static int cmd_actions(repl *r, const char *arg)
{
    (void)arg;
    if (cv_game_over(r->g)) {
        printf("game over: %s\n", cv_game_result(r->g));
        return CMD_OK;
    }
    printf("%s: %s\n", cv_game_player_name(r->g, cv_game_decision_seat(r->g)),
           cv_game_decision_prompt(r->g));
    for (size_t i = 0; i < cv_game_option_count(r->g); i++)
        printf("  %zu. %s\n", i + 1, cv_game_option_label(r->g, i));
    return CMD_OK;
}

/* Answers option i (0-based); a script failure is reported, not fatal. */
static int answer(repl *r, size_t i)
{
    char err[2048];
    int rc = cv_game_answer(r->g, i, err, sizeof err);
    if (rc == CV_ESCRIPT) {
        fprintf(stderr, "cardvm: script error, step undone: %s\n", err);
        r->script_errors++;
        r->log_shown =
            cv_game_log_count(r->g) < r->log_shown ? cv_game_log_count(r->g) : r->log_shown;
        return CMD_OK;
    }
    if (rc != CV_OK) return bad(r, "%s", err);
    return CMD_OK;
}

static int cmd_choose(repl *r, const char *arg)
{
    char *end;
    errno = 0;
    unsigned long n = strtoul(arg, &end, 10);
    while (isspace((unsigned char)*end))
        end++;
    if (!*arg || *end || errno || arg[0] == '-')
        return bad(r, "choose: expected an option number, got '%s'", arg);
    if (cv_game_over(r->g)) return bad(r, "%s", "the game is over: there is nothing to choose");
    size_t count = cv_game_option_count(r->g);
    if (n < 1 || n > count) {
        char msg[96];
        snprintf(msg, sizeof msg, "choose: %lu is not an option (1..%zu)", n, count);
        return bad(r, "%s", msg);
    }
    int rc = answer(r, n - 1);
    if (rc == CMD_OK) repl_show_progress(r);
    return rc;
}

static int cmd_pass(repl *r, const char *arg)
{
    (void)arg;
    if (cv_game_over(r->g)) return bad(r, "%s", "the game is over: there is nothing to pass");
    for (size_t i = 0; i < cv_game_option_count(r->g); i++)
        if (strcmp(cv_game_option_label(r->g, i), "pass") == 0) {
            int rc = answer(r, i);
            if (rc == CMD_OK) repl_show_progress(r);
            return rc;
        }
    return bad(r, "%s", "pass: this decision has no 'pass' option (see 'actions')");
}

static int parse_count(const char *arg, unsigned long *n)
{
    char *end;
    errno = 0;
    *n = strtoul(arg, &end, 10);
    while (isspace((unsigned char)*end))
        end++;
    return !errno && !*end && arg[0] != '-' && *n > 0;
}

static int cmd_log(repl *r, const char *arg)
{
    size_t total = cv_game_log_count(r->g), from = 0;
    if (*arg) {
        unsigned long n;
        if (!parse_count(arg, &n)) return bad(r, "log: expected a number of lines, got '%s'", arg);
        from = n < total ? total - n : 0;
    }
    for (size_t i = from; i < total; i++)
        printf("%5zu [%s] %s\n", i + 1, cv_game_log_cause(r->g, i), cv_game_log_text(r->g, i));
    return CMD_OK;
}

static int cmd_hash(repl *r, const char *arg)
{
    (void)arg;
    printf("hash %016" PRIx64 "\n", cv_game_hash(r->g));
    return CMD_OK;
}

/* splitmix64: the random policy's own generator, apart from the game's. */
static uint64_t policy_next(repl *r)
{
    uint64_t z = (r->policy += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static int cmd_auto(repl *r, const char *arg)
{
    unsigned long n = (unsigned long)-1;
    if (*arg && !parse_count(arg, &n))
        return bad(r, "auto: expected a number of decisions, got '%s'", arg);
    unsigned long done = 0;
    int errors = r->script_errors;
    while (done < n && !cv_game_over(r->g)) {
        size_t count = cv_game_option_count(r->g);
        if (answer(r, (size_t)(policy_next(r) % count)) != CMD_OK) break;
        if (r->script_errors > errors) break; /* the same choice would fail again */
        done++;
    }
    r->log_shown = cv_game_log_count(r->g);
    printf("auto: %lu decision%s answered\n", done, done == 1 ? "" : "s");
    if (cv_game_over(r->g))
        printf("game over: %s\n", cv_game_result(r->g));
    else
        cmd_actions(r, "");
    return CMD_OK;
}

static int cmd_query(repl *r, const char *arg)
{
    if (!*arg) return bad(r, "%s", "query: expected Lua code, e.g. query return cv.ncards()");
    char err[2048], *out = NULL;
    int rc = cv_game_query(r->g, arg, &out, err, sizeof err);
    if (rc != CV_OK) {
        fprintf(stderr, "cardvm: query: %s\n", err);
        return CMD_OK;
    }
    printf("%s\n", out);
    free(out);
    return CMD_OK;
}

static int cmd_warnings(repl *r, const char *arg)
{
    (void)arg;
    size_t n = cv_game_warning_count(r->g);
    if (!n) printf("no warnings\n");
    for (size_t i = 0; i < n; i++)
        printf("warning: %s\n", cv_game_warning(r->g, i));
    return CMD_OK;
}

static int cmd_quit(repl *r, const char *arg)
{
    (void)r;
    (void)arg;
    return CMD_QUIT;
}

int repl_run_line(repl *r, const char *line)
{
    while (isspace((unsigned char)*line))
        line++;
    if (!*line || *line == '#') return CMD_OK;
    char name[32];
    size_t len = 0;
    while (line[len] && !isspace((unsigned char)line[len]) && len < sizeof name - 1) {
        name[len] = line[len];
        len++;
    }
    name[len] = '\0';
    const char *arg = line + len;
    while (isspace((unsigned char)*arg))
        arg++;
    char trimmed[4096];
    snprintf(trimmed, sizeof trimmed, "%s", arg);
    for (size_t k = strlen(trimmed); k > 0 && isspace((unsigned char)trimmed[k - 1]); k--)
        trimmed[k - 1] = '\0';
    if (isdigit((unsigned char)name[0])) return cmd_choose(r, line);
    if (!strcmp(name, "exit")) return CMD_QUIT;
    for (size_t i = 0; i < NCOMMANDS; i++)
        if (!strcmp(name, commands[i].name)) return commands[i].fn(r, trimmed);
    return bad(r, "unknown command '%s' (try 'help')", name);
}
