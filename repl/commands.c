/* commands: what each REPL command does. See commands.h and docs/repl.md. */
#include "commands.h"

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cvaux.h"
#include "policy.h"
#include "session.h"

typedef int (*cmd_fn)(repl *r, const char *arg);

typedef struct command {
    const char *name;
    const char *args;
    const char *help;
    cmd_fn fn;
} command;

#define CMD(name) static int cmd_##name(repl *r, const char *arg)
CMD(help);
CMD(state);
CMD(actions);
CMD(choose);
CMD(pass);
CMD(log);
CMD(hash);
CMD(auto);
CMD(undo);
CMD(redo);
CMD(goto);
CMD(back);
CMD(save);
CMD(load);
CMD(dump);
CMD(position);
CMD(reload);
CMD(why);
CMD(show);
CMD(view);
CMD(eval);
CMD(expect);
CMD(warnings);
CMD(quit);

static const command commands[] = {
    {"help", "[COMMAND]", "list the commands, or explain one", cmd_help},
    {"state", "[--json]",
     "the board: zones, cards, tokens, bearers, assignments, modifiers, windows, whose decision; "
     "--json prints the whole state as JSON",
     cmd_state},
    {"view", "PLAYER|all",
     "the board as PLAYER (a name or seat) sees it: other hands and decks "
     "show their size only, with the cards that player was shown (a look, a reveal); 'all' shows everything",
     cmd_view},
    {"actions", "", "the options of the pending decision, numbered", cmd_actions},
    {"choose", "N|TEXT",
     "answer the pending decision with option N (a bare N does the same), or with the one option "
     "whose label contains TEXT (refused when none or several do)",
     cmd_choose},
    {"pass", "", "answer with the option labelled 'pass'", cmd_pass},
    {"auto", "[N]", "a seeded random policy answers N decisions (default: to the end)", cmd_auto},
    {"undo", "[N]", "take back the last N answers (default 1); 'redo' brings them back", cmd_undo},
    {"redo", "[N]", "replay N answers taken back by undo (default 1)", cmd_redo},
    {"goto", "N", "go to the game after N answers (0: the start), on the current line of play",
     cmd_goto},
    {"back", "turn|phase",
     "go back to the first decision of this turn or phase (or of the one "
     "before, when already there)",
     cmd_back},
    {"log", "[as PLAYER] [N|card NAME|turn N|phase NAME]",
     "the log with each line's cause: the last N lines, or the lines about a card, in a turn or "
     "in a phase; 'as PLAYER' shows it as that player saw it (cards moved between hidden zones "
     "unnamed)",
     cmd_log},
    {"why", "[CARD]",
     "what the last answer caused, with causes; with a card: each of its values "
     "from printed to final, every modifier with its source and duration",
     cmd_why},
    {"show", "CARD | board FILE.svg [as PLAYER]",
     "a card's printed data and game text (by title, id or key); 'show board FILE.svg' (or 'show "
     "table') writes the game's board (hex cells, or a measured table with its shapes) as a picture "
     "a browser opens, as a judge sees it or as PLAYER does",
     cmd_show},
    {"hash", "", "the 64-bit state hash in hex", cmd_hash},
    {"save", "FILE",
     "write the game's record (rules, options, decks, seed, answers with their seats, the state "
     "hash after each, and a fingerprint of every file the game was built from)",
     cmd_save},
    {"load", "[--force] FILE",
     "replace the game with the one a record (or a dumped position) describes; a replay that "
     "reaches another state than recorded stops there, naming the changed files (--force: go on)",
     cmd_load},
    {"dump", "FILE", "write the current state as a position file (loading it gives the same hash)",
     cmd_dump},
    {"position", "FILE", "start a new game from a position file", cmd_position},
    {"reload", "",
     "re-read the rules and card scripts and replay the game to this decision (or, when its "
     "scripts failed before the first decision, try to start it again)",
     cmd_reload},
    {"eval", "LUA", "evaluate Lua against the game, read-only: eval rules.strength(1)", cmd_eval},
    {"query", "LUA", "the same as eval", cmd_eval},
    {"expect", "LUA", "fail (exit 1 in batch mode, naming the line) unless the Lua is true",
     cmd_expect},
    {"warnings", "", "the files refused while loading", cmd_warnings},
    {"quit", "", "leave (also: exit, end of input)", cmd_quit},
};

#define NCOMMANDS (sizeof commands / sizeof commands[0])

void repl_help(FILE *out)
{
    for (size_t i = 0; i < NCOMMANDS; i++) {
        char head[48];
        snprintf(head, sizeof head, "%s %s", commands[i].name, commands[i].args);
        fprintf(out, "  %-22s %s\n", head, commands[i].help);
    }
}

/* An error the user made: in batch mode it names the input line. */
static int bad(repl *r, const char *fmt, const char *a)
{
    if (!r->interactive && r->source)
        fprintf(stderr, "cardvm: %s:%lu: ", r->source, r->lineno);
    else if (!r->interactive)
        fprintf(stderr, "cardvm: line %lu: ", r->lineno);
    else
        fprintf(stderr, "cardvm: ");
    fprintf(stderr, fmt, a);
    fputc('\n', stderr);
    return CMD_BAD;
}

static const char *c_on(const repl *r, const char *code)
{
    return r->color ? code : "";
}

/* ---- the game and its history ------------------------------------------ */

/* Rewrites the session record; a failure stops the session record. */
static void session_save(repl *r)
{
    if (!r->session || !r->g) return;
    char err[512];
    if (session_rewrite(r->session, r->g, err, sizeof err)) {
        fprintf(stderr, "cardvm: session record: %s (continuing without one)\n", err);
        free(r->session);
        r->session = NULL;
    }
}

int repl_start(repl *r, char *err, size_t len)
{
    if (!r->start) {
        snprintf(err, len, "no game to start");
        return -1;
    }
    cv_release_cache(); /* the files as they are now, not as they were read */
    cv_game *g = r->start->position ? cv_aux_open(r->start, r->start->position, err, len)
                                    : cv_game_new(r->start, err, len);
    if (!g) return -1;
    repl_set_game(r, g);
    return 0;
}

void repl_set_game(repl *r, cv_game *g)
{
    if (r->g && r->g != g) cv_game_free(r->g);
    r->g = g;
    r->log_shown = cv_game_log_count(g);
    session_save(r);
}

void repl_free(repl *r)
{
    cv_game_free(r->g);
    free(r->session);
}

/* Answers option i (0-based). A script failure is undone and reported; at
 * the prompt the session goes on, in batch mode it fails the run at this
 * line like any failed command. */
static int answer(repl *r, size_t i)
{
    char err[2048];
    int rc = cv_game_answer(r->g, i, err, sizeof err);
    if (rc == CV_ESCRIPT) {
        r->script_errors++;
        if (r->log_shown > cv_game_log_count(r->g)) r->log_shown = cv_game_log_count(r->g);
        if (!r->interactive) return bad(r, "script error, step undone: %s", err);
        fprintf(stderr, "cardvm: script error, step undone: %s\n", err);
        return CMD_OK;
    }
    if (rc != CV_OK) return bad(r, "%s", err);
    if (r->session) session_append(r->session, r->g, cv_game_answer_count(r->g) - 1);
    return CMD_OK;
}

/* After the game moved along its line (undo, redo, goto, back): says where
 * it stands and shows the decision. */
static int moved(repl *r, const char *what, int rc, const char *err)
{
    if (rc != CV_OK) return bad(r, what, err);
    r->log_shown = cv_game_log_count(r->g);
    session_save(r);
    size_t n = cv_game_answer_count(r->g), line = cv_game_line_length(r->g);
    printf("after %zu answer%s of %zu (at decision %zu)\n", n, n == 1 ? "" : "s", line, n + 1);
    cmd_actions(r, "");
    return CMD_OK;
}

/* ---- output ------------------------------------------------------------ */

void repl_show_progress(repl *r)
{
    if (!r->g) return;
    size_t n = cv_game_log_count(r->g);
    for (; r->log_shown < n; r->log_shown++)
        printf("  %s[%s]%s %s\n", c_on(r, "\033[2m"), cv_game_log_cause(r->g, r->log_shown),
               c_on(r, "\033[0m"), cv_game_log_text(r->g, r->log_shown));
    if (cv_game_over(r->g)) {
        printf("%sgame over: %s%s\n", c_on(r, "\033[1m"), cv_game_result(r->g), c_on(r, "\033[0m"));
        return;
    }
    cmd_actions(r, "");
}

void repl_prompt(const repl *r, char *buf, size_t len)
{
    if (!r->g) {
        snprintf(buf, len, "cardvm (no game)> ");
        return;
    }
    if (cv_game_over(r->g)) {
        snprintf(buf, len, "cardvm (over)> ");
        return;
    }
    const char *ph = cv_game_var_str(r->g, "phase");
    snprintf(buf, len, "t%lld %s %s> ", cv_game_var_num(r->g, "turn", 0), ph ? ph : "set-up",
             cv_game_player_name(r->g, cv_game_decision_seat(r->g)));
}

/* Prints the board, colouring seat headings and the decision line. */
static void print_board(repl *r, const char *s)
{
    for (const char *l = s; *l;) {
        const char *e = strchr(l, '\n');
        size_t n = e ? (size_t)(e - l) : strlen(l);
        int head = !strncmp(l, "seat ", 5) || !strncmp(l, "decision:", 9) ||
                   !strncmp(l, "game over", 9) || !strncmp(l, "shared:", 7);
        printf("%s%.*s%s\n", head ? c_on(r, "\033[1m") : "", (int)n, l,
               head ? c_on(r, "\033[0m") : "");
        l += n + (e ? 1 : 0);
    }
}

/* ---- commands ---------------------------------------------------------- */

static int cmd_help(repl *r, const char *arg)
{
    (void)r;
    if (*arg) {
        for (size_t i = 0; i < NCOMMANDS; i++)
            if (!strcmp(arg, commands[i].name)) {
                printf("%s %s\n  %s\n", commands[i].name, commands[i].args, commands[i].help);
                return CMD_OK;
            }
        return bad(r, "help: no command '%s' (try 'help')", arg);
    }
    printf("commands (a bare number answers the decision; # starts a comment):\n");
    repl_help(stdout);
    return CMD_OK;
}

static int cmd_state(repl *r, const char *arg)
{
    if (!strcmp(arg, "--json")) {
        char *j = cv_game_json(r->g);
        if (!j) return bad(r, "%s", "out of memory");
        printf("%s\n", j);
        free(j);
        return CMD_OK;
    }
    if (*arg) return bad(r, "state: expected nothing or --json, got '%s'", arg);
    char *s = cv_game_describe_as(r->g, -1, r->color);
    if (!s) return bad(r, "%s", "out of memory");
    print_board(r, s);
    free(s);
    return CMD_OK;
}

/* The seat named by 'arg' (a player's name or 1-based seat), -1 for "all",
 * -2 for neither. */
static int seat_named(const repl *r, const char *arg)
{
    if (!strcmp(arg, "all")) return -1;
    for (int p = 0; p < cv_game_player_count(r->g); p++) {
        char num[16];
        snprintf(num, sizeof num, "%d", p + 1);
        if (!strcmp(arg, cv_game_player_name(r->g, p)) || !strcmp(arg, num)) return p;
    }
    return -2;
}

static int cmd_view(repl *r, const char *arg)
{
    int seat = seat_named(r, arg);
    if (seat == -2)
        return bad(r, "view: expected a player's name or seat, or 'all', got '%s'", arg);
    char *s = cv_game_describe_as(r->g, seat, r->color);
    if (!s) return bad(r, "%s", "out of memory");
    print_board(r, s);
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
    printf("%s%s: %s%s\n", c_on(r, "\033[1m"),
           cv_game_player_name(r->g, cv_game_decision_seat(r->g)), cv_game_decision_prompt(r->g),
           c_on(r, "\033[0m"));
    for (size_t i = 0; i < cv_game_option_count(r->g); i++)
        printf("  %zu. %s\n", i + 1, cv_game_option_label(r->g, i));
    return CMD_OK;
}

/* A positive count; 0 when 'arg' is not one. */
static unsigned long count_of(const char *arg)
{
    char *end;
    errno = 0;
    unsigned long n = strtoul(arg, &end, 10);
    while (isspace((unsigned char)*end))
        end++;
    return (errno || *end || !*arg || arg[0] == '-') ? 0 : n;
}

/* The option whose label contains 'text' (an exact label wins over labels
 * that contain it), as its number from 1; 0 with the reason in 'why'. */
static unsigned long option_by_text(repl *r, const char *text, char *why, size_t len)
{
    size_t count = cv_game_option_count(r->g), found = 0, exact = 0;
    unsigned long pick = 0;
    for (size_t i = 0; i < count; i++) {
        const char *l = cv_game_option_label(r->g, i);
        if (!strcmp(l, text)) {
            exact++;
            pick = i + 1;
        }
    }
    if (exact == 1) return pick;
    size_t used = 0;
    for (size_t i = 0; i < count; i++) {
        const char *l = cv_game_option_label(r->g, i);
        if (!strstr(l, text)) continue;
        found++;
        pick = i + 1;
        int w = snprintf(why + used, len - used, "%s%zu. %s", used ? "; " : "", i + 1, l);
        if (w > 0 && (size_t)w < len - used) used += (size_t)w;
    }
    if (found == 1) return pick;
    if (found == 0) {
        snprintf(why, len, "choose: no option contains '%.60s' (see 'actions')", text);
    } else {
        char list[1400];
        snprintf(list, sizeof list, "%.1200s", why);
        snprintf(why, len, "choose: '%.60s' is in %zu options: %.1200s (be more precise)", text,
                 found, list);
    }
    return 0;
}

static int cmd_choose(repl *r, const char *arg)
{
    if (cv_game_over(r->g)) return bad(r, "%s", "the game is over: there is nothing to choose");
    unsigned long n = count_of(arg);
    if (n == 0 && *arg && !isdigit((unsigned char)*arg)) {
        char why[1400];
        n = option_by_text(r, arg, why, sizeof why);
        if (!n) return bad(r, "%s", why);
    }
    size_t count = cv_game_option_count(r->g);
    if (n < 1 || n > count) {
        char msg[160];
        snprintf(msg, sizeof msg, "choose: '%.40s' is not an option (1..%zu)", arg, count);
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

static int cmd_auto(repl *r, const char *arg)
{
    unsigned long n = (unsigned long)-1;
    if (*arg && !(n = count_of(arg)))
        return bad(r, "auto: expected a number of decisions, got '%s'", arg);
    unsigned long done = 0;
    int errors = r->script_errors, rc = CMD_OK;
    while (done < n && !cv_game_over(r->g)) {
        size_t count = cv_game_option_count(r->g);
        if ((rc = answer(r, (size_t)(policy_next(&r->policy) % count))) != CMD_OK) break;
        if (r->script_errors > errors) break; /* the same choice would fail again */
        done++;
    }
    r->log_shown = cv_game_log_count(r->g);
    printf("auto: %lu decision%s answered\n", done, done == 1 ? "" : "s");
    if (cv_game_over(r->g))
        printf("game over: %s\n", cv_game_result(r->g));
    else
        cmd_actions(r, "");
    return rc;
}

static int cmd_undo(repl *r, const char *arg)
{
    unsigned long n = *arg ? count_of(arg) : 1;
    if (!n) return bad(r, "undo: expected a number of answers, got '%s'", arg);
    char err[512];
    int rc = cv_game_undo(r->g, n, err, sizeof err);
    return moved(r, "undo: %s", rc, err);
}

static int cmd_redo(repl *r, const char *arg)
{
    unsigned long n = *arg ? count_of(arg) : 1;
    if (!n) return bad(r, "redo: expected a number of answers, got '%s'", arg);
    char err[512];
    int rc = cv_game_redo(r->g, n, err, sizeof err);
    return moved(r, "redo: %s", rc, err);
}

static int cmd_goto(repl *r, const char *arg)
{
    char *end;
    errno = 0;
    unsigned long n = strtoul(arg, &end, 10);
    size_t line = cv_game_line_length(r->g);
    if (!*arg || *end || errno || arg[0] == '-' || n > line) {
        char msg[128];
        snprintf(msg, sizeof msg, "goto: expected 0..%zu (answers on this line of play)", line);
        return bad(r, "%s", msg);
    }
    char err[512];
    int rc = cv_game_goto(r->g, n, err, sizeof err);
    return moved(r, "goto: %s", rc, err);
}

static int cmd_back(repl *r, const char *arg)
{
    if (strcmp(arg, "phase") && strcmp(arg, "turn"))
        return bad(r, "back: expected 'turn' or 'phase', got '%s'", arg);
    char err[512];
    int rc = cv_game_back(r->g, arg, err, sizeof err);
    return moved(r, "back: %s", rc, err);
}

/* A line is about one of 'names' ("Title [id]" lines) when its text or its
 * cause names it. */
static int log_matches(const char *cause, const char *text, const char *names)
{
    for (const char *n = names; *n;) {
        size_t len = strcspn(n, "\n");
        char one[256];
        snprintf(one, sizeof one, "%.*s", (int)len, n);
        if (strstr(cause, one) || strstr(text, one)) return 1;
        n += len;
        if (*n) n++;
    }
    return 0;
}

static int cmd_log(repl *r, const char *arg)
{
    /* "as PLAYER": the log as that player saw it */
    int viewer = -1;
    if (!strncmp(arg, "as ", 3)) {
        char who[64];
        const char *rest = arg + 3;
        size_t k = strcspn(rest, " ");
        snprintf(who, sizeof who, "%.*s", (int)(k < sizeof who - 1 ? k : sizeof who - 1), rest);
        viewer = seat_named(r, who);
        if (viewer == -2)
            return bad(r, "log as: expected a player's name or seat, or 'all', got '%s'", who);
        arg = rest + k;
        while (*arg == ' ')
            arg++;
    }
    size_t total = cv_game_log_count(r->g), from = 0;
    const char *card = NULL;
    long turn = -1;
    const char *phase = NULL;
    char *names = NULL;
    if (!strncmp(arg, "card ", 5)) {
        card = arg + 5;
        char err[512];
        names = cv_aux_names_of(r->g, card, err, sizeof err);
        if (!names) return bad(r, "log card: %s", err);
        if (!*names) { /* no card: cv_aux_find says which titles are nearest */
            free(names);
            int id;
            cv_aux_find(r->g, card, &id, err, sizeof err);
            return bad(r, "log card: %s", err);
        }
    } else if (!strncmp(arg, "turn ", 5)) {
        turn = (long)count_of(arg + 5);
        if (turn <= 0) return bad(r, "log turn: expected a turn number, got '%s'", arg + 5);
    } else if (!strncmp(arg, "phase ", 6)) {
        phase = arg + 6;
    } else if (*arg) {
        unsigned long n = count_of(arg);
        if (!n) return bad(r, "log: expected N, card NAME, turn N or phase NAME, got '%s'", arg);
        from = n < total ? total - n : 0;
    }
    long cur_turn = 0;
    int in_phase = 0;
    size_t shown = 0;
    for (size_t i = 0; i < total; i++) {
        const char *cause = cv_game_log_cause(r->g, i);
        const char *text = cv_game_log_text_for(r->g, i, viewer);
        long t;
        if (sscanf(text, "turn %ld:", &t) == 1) cur_turn = t;
        if (phase && strstr(text, " begins")) {
            char want[96];
            snprintf(want, sizeof want, "%s", phase);
            in_phase = !strncasecmp(text, want, strlen(want));
        }
        if (i < from) continue;
        if (card && !log_matches(cause, text, names)) continue;
        if (turn > 0 && cur_turn != turn) continue;
        if (phase && !in_phase) continue;
        printf("%5zu [%s] %s\n", i + 1, cause, text);
        shown++;
    }
    free(names);
    if (!shown && card) printf("log: no line names '%s'\n", card);
    else if (!shown && turn > 0) printf("log: no line in turn %ld\n", turn);
    else if (!shown && phase) printf("log: no '%s' phase in the log\n", phase);
    return CMD_OK;
}

/* Runs Lua in the game; prints the result or the error. 0 on success. */
static int eval_to(repl *r, const char *code, char **out)
{
    char err[2048];
    if (cv_game_query(r->g, code, out, err, sizeof err) != CV_OK) {
        bad(r, "%s", err);
        return -1;
    }
    return 0;
}

static int cmd_eval(repl *r, const char *arg)
{
    if (!*arg) return bad(r, "%s", "eval: expected Lua, e.g. eval cv.ncards()");
    char *out = NULL;
    if (eval_to(r, arg, &out)) return CMD_BAD; /* reported; interactive, the session goes on */
    printf("%s\n", out);
    free(out);
    return CMD_OK;
}

static int cmd_why(repl *r, const char *arg)
{
    char err[2048];
    if (*arg) {
        char *out = cv_aux_explain(r->g, arg, err, sizeof err);
        if (!out) return bad(r, "why: %s", err);
        printf("%s\n", out);
        free(out);
        return CMD_OK;
    }
    size_t n = cv_game_answer_count(r->g);
    if (n == 0) {
        printf("no answer yet: the log shows the set-up (log)\n");
        return CMD_OK;
    }
    printf("answer %zu: %s\n", n, cv_game_answer_label(r->g, n - 1));
    for (size_t i = cv_game_answer_log(r->g, n - 1); i < cv_game_log_count(r->g); i++)
        printf("%5zu [%s] %s\n", i + 1, cv_game_log_cause(r->g, i), cv_game_log_text(r->g, i));
    return CMD_OK;
}

/* show board FILE.svg [as PLAYER]: the ruleset's board written as SVG. */
static int show_board(repl *r, const char *arg)
{
    char file[1024];
    const char *as = strstr(arg, " as ");
    size_t n = as ? (size_t)(as - arg) : strlen(arg);
    while (n && arg[n - 1] == ' ') n--;
    if (!n || n >= sizeof file)
        return bad(r, "%s", "show board: expected a file to write, FILE.svg [as PLAYER]");
    memcpy(file, arg, n);
    file[n] = '\0';
    int seat = -1;
    if (as) {
        const char *who = as + 4;
        while (*who == ' ') who++;
        seat = seat_named(r, who);
        if (seat == -2) return bad(r, "show board: expected a player's name or seat after 'as', got '%s'", who);
    }
    char err[1024], *svg;
    int rc = cv_game_board_svg(r->g, seat, &svg, err, sizeof err);
    if (rc == CV_ENOMEM) return bad(r, "%s", "out of memory");
    if (rc != CV_OK) return bad(r, "show board: %s", err);
    FILE *f = fopen(file, "w");
    char why[1200];
    if (!f) {
        free(svg);
        snprintf(why, sizeof why, "show board: cannot write '%s': %s", file, strerror(errno));
        return bad(r, "%s", why);
    }
    int ok = fputs(svg, f) >= 0;
    ok = fclose(f) == 0 && ok;
    free(svg);
    if (!ok) {
        snprintf(why, sizeof why, "show board: cannot write '%s': %s", file, strerror(errno));
        return bad(r, "%s", why);
    }
    printf("board written to %s%s%s\n", file, seat >= 0 ? " as " : "",
           seat >= 0 ? cv_game_player_name(r->g, seat) : "");
    return CMD_OK;
}

static int cmd_show(repl *r, const char *arg)
{
    if (!strncmp(arg, "board ", 6) || !strncmp(arg, "table ", 6)) {
        const char *rest = arg + 6;
        while (*rest == ' ') rest++;
        size_t n = strcspn(rest, " ");
        if (n > 4 && !strncmp(rest + n - 4, ".svg", 4)) return show_board(r, rest);
    }
    if (!*arg) return bad(r, "%s", "show: expected a card title, id or key");
    char err[2048];
    char *out = cv_aux_show(r->g, arg, err, sizeof err);
    if (!out) return bad(r, "show: %s", err);
    printf("%s\n", out);
    free(out);
    return CMD_OK;
}

/* expect LUA: true, or the run fails. "A op B" shows both sides. */
/* Where 'word' (" and ", " == ", ...) first stands in code[0..n) outside
 * parentheses, brackets, braces and strings, or NULL. */
static const char *top_level(const char *code, size_t n, const char *word)
{
    size_t wl = strlen(word);
    int depth = 0;
    char quote = 0;
    for (size_t i = 0; i < n; i++) {
        char c = code[i];
        if (quote) {
            if (c == '\\' && i + 1 < n)
                i++;
            else if (c == quote)
                quote = 0;
        } else if (c == '"' || c == '\'') {
            quote = c;
        } else if (c == '(' || c == '[' || c == '{') {
            depth++;
        } else if (c == ')' || c == ']' || c == '}') {
            depth--;
        } else if (depth == 0 && i + wl <= n && !strncmp(code + i, word, wl)) {
            return code + i;
        }
    }
    return NULL;
}

/* Appends to 'out' what clause code[0..n) amounts to: both sides of its
 * comparison ("left is x, right is y"), or its own value. */
static void explain_clause(repl *r, const char *code, size_t n, char *out, size_t len)
{
    static const char *const ops[] = {" == ", " ~= ", " <= ", " >= ", " < ", " > "};
    char clause[512], err[256];
    snprintf(clause, sizeof clause, "%.*s", (int)n, code);
    size_t used = strlen(out);
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++) {
        const char *at = top_level(clause, strlen(clause), ops[i]);
        if (!at) continue;
        char left[512], *lv = NULL, *rv = NULL;
        snprintf(left, sizeof left, "%.*s", (int)(at - clause), clause);
        const char *right = at + strlen(ops[i]);
        cv_game_query(r->g, left, &lv, err, sizeof err);
        cv_game_query(r->g, right, &rv, err, sizeof err);
        snprintf(out + used, len - used, "%s%s is %s, %s is %s", used ? "; " : "", left,
                 lv ? lv : "?", right, rv ? rv : "?");
        free(lv);
        free(rv);
        return;
    }
    char *v = NULL;
    cv_game_query(r->g, clause, &v, err, sizeof err);
    snprintf(out + used, len - used, "%s%s is %s", used ? "; " : "", clause, v ? v : "?");
    free(v);
}

static int cmd_expect(repl *r, const char *arg)
{
    if (!*arg) return bad(r, "%s", "expect: expected a Lua expression");
    char *out = NULL;
    if (eval_to(r, arg, &out)) {
        r->failed = 1;
        return CMD_BAD;
    }
    int ok = strcmp(out, "false") && strcmp(out, "nil");
    free(out);
    if (ok) return CMD_OK;
    /* each clause of a top-level 'and'/'or', with both sides of its comparison */
    char detail[1024] = "";
    const char *p = arg, *end = arg + strlen(arg);
    while (p < end) {
        const char *a = top_level(p, (size_t)(end - p), " and ");
        const char *o = top_level(p, (size_t)(end - p), " or ");
        const char *cut = a && (!o || a < o) ? a : o;
        size_t n = cut ? (size_t)(cut - p) : (size_t)(end - p);
        explain_clause(r, p, n, detail, sizeof detail);
        p = cut ? cut + (cut == a ? 5 : 4) : end;
    }
    char msg[1400];
    snprintf(msg, sizeof msg, "expect failed: %s (%s)", arg, detail);
    r->failed = 1;
    bad(r, "%s", msg);
    return CMD_BAD;
}

static int cmd_hash(repl *r, const char *arg)
{
    (void)arg;
    printf("hash %016" PRIx64 "\n", cv_game_hash(r->g));
    return CMD_OK;
}

static int cmd_save(repl *r, const char *arg)
{
    if (!*arg) return bad(r, "%s", "save: expected a file name");
    char err[1024];
    if (cv_record_save(r->g, arg, err, sizeof err) != CV_OK) return bad(r, "%s", err);
    size_t na = cv_game_answer_count(r->g);
    printf("saved %zu answer%s to %s\n", na, na == 1 ? "" : "s", arg);
    return CMD_OK;
}

static int cmd_load(repl *r, const char *arg)
{
    int force = 0;
    if (!strncmp(arg, "--force", 7) && (arg[7] == ' ' || arg[7] == '\0')) {
        force = 1;
        for (arg += 7; *arg == ' '; arg++) {
        }
    }
    if (!*arg) return bad(r, "%s", "load: expected a file name");
    char err[2048];
    cv_game *partial = NULL;
    cv_game *g =
        cv_record_load_with(r->root, arg, force ? CV_RECORD_FORCE : 0, &partial, err, sizeof err);
    int rc = CMD_OK;
    if (!g && partial) {
        g = partial;
        /* at the prompt the game is kept where it stopped; a batch run fails here */
        if (!r->interactive) rc = bad(r, "%s; stopped at the last answer that fits", err);
        else fprintf(stderr, "cardvm: %s; stopped at the last answer that fits\n", err);
    } else if (!g) {
        return bad(r, "%s", err);
    }
    repl_set_game(r, g);
    printf("loaded %s: %zu answer%s\n", arg, cv_game_answer_count(g),
           cv_game_answer_count(g) == 1 ? "" : "s");
    cmd_actions(r, "");
    return rc;
}

static int cmd_dump(repl *r, const char *arg)
{
    if (!*arg) return bad(r, "%s", "dump: expected a file name");
    char err[1024];
    if (cv_aux_dump_file(r->g, arg, err, sizeof err) != CV_OK) return bad(r, "dump: %s", err);
    printf("dumped the position to %s\n", arg);
    return CMD_OK;
}

static int cmd_position(repl *r, const char *arg)
{
    if (!*arg) return bad(r, "%s", "position: expected a file name");
    char err[2048];
    cv_game *g = cv_aux_open(r->g ? cv_game_config(r->g) : r->start, arg, err, sizeof err);
    if (!g) return bad(r, "%s", err);
    repl_set_game(r, g);
    printf("position %s\n", arg);
    r->log_shown = 0; /* what loading it did (a character killed by the state check, say) */
    repl_show_progress(r);
    return CMD_OK;
}

static int cmd_reload(repl *r, const char *arg)
{
    (void)arg;
    char err[2048];
    if (!r->g) { /* the game did not start: try again with the files as they are now */
        if (repl_start(r, err, sizeof err))
            return bad(r, "reload: the game still does not start: %s", err);
        for (size_t i = 0; i < cv_game_warning_count(r->g); i++)
            fprintf(stderr, "cardvm: warning: %s\n", cv_game_warning(r->g, i));
        printf("reloaded: the game starts\n");
        r->log_shown = 0;
        repl_show_progress(r);
        return CMD_OK;
    }
    size_t n = cv_game_answer_count(r->g), played = 0;
    int rc = cv_game_reload(r->g, &played, err, sizeof err);
    if (rc == CV_EFILE) return bad(r, "reload: %s", err);
    if (rc != CV_OK) fprintf(stderr, "cardvm: reload: %s: stopped there\n", err);
    r->log_shown = cv_game_log_count(r->g);
    session_save(r);
    for (size_t i = 0; i < cv_game_warning_count(r->g); i++)
        fprintf(stderr, "cardvm: warning: %s\n", cv_game_warning(r->g, i));
    printf("reloaded: %zu of %zu answers replayed%s\n", played, n,
           played < n ? "; the rest stay for redo" : "");
    cmd_actions(r, "");
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

const char *repl_complete(const repl *r, const char *prefix, int k)
{
    size_t n = strlen(prefix);
    for (size_t i = 0; i < NCOMMANDS; i++)
        if (!strncmp(commands[i].name, prefix, n) && k-- == 0) return commands[i].name;
    for (size_t i = 0; r->g && i < cv_aux_title_count(r->g); i++) {
        const char *t = cv_aux_title(r->g, i);
        if (!strncasecmp(t, prefix, n) && k-- == 0) return t;
    }
    return NULL;
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
    /* a trailing "# comment" (after a space), but not in Lua: it has its own */
    if (strcmp(name, "eval") && strcmp(name, "query") && strcmp(name, "expect")) {
        for (char *c = trimmed; (c = strchr(c, '#')); c++)
            if ((c == trimmed || isspace((unsigned char)c[-1])) && (!c[1] || c[1] == ' ')) {
                *c = '\0';
                break;
            }
    }
    for (size_t k = strlen(trimmed); k > 0 && isspace((unsigned char)trimmed[k - 1]); k--)
        trimmed[k - 1] = '\0';
    if (!r->g) { /* the game did not start: what runs without one */
        static const char *const no_game[] = {"help", "reload", "position", "load", "quit", "exit"};
        int runs = 0, known = isdigit((unsigned char)name[0]);
        for (size_t i = 0; i < sizeof no_game / sizeof *no_game; i++)
            runs |= !strcmp(name, no_game[i]);
        for (size_t i = 0; i < NCOMMANDS; i++)
            known |= !strcmp(name, commands[i].name);
        if (!runs && known)
            return bad(r, "%s", "no game: it did not start (see the error above); fix the file and "
                                "type 'reload' (or 'position FILE', 'load FILE', 'quit')");
    }
    if (isdigit((unsigned char)name[0]) && (!*trimmed || name[strspn(name, "0123456789")] == '\0'))
        return cmd_choose(r, name);
    if (!strcmp(name, "exit")) return CMD_QUIT;
    for (size_t i = 0; i < NCOMMANDS; i++)
        if (!strcmp(name, commands[i].name)) return commands[i].fn(r, trimmed);
    return bad(r, "unknown command '%s' (try 'help')", name);
}
