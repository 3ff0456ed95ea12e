/* sim: see sim.h. The driver: reading the command line, playing each game
 * with the policies, the worker processes of --jobs, the progress bar, the
 * output files. What is counted and shown is repl/stats.c; the pictures
 * repl/plot.c; the Lua policies repl/policy.c. */
#include "sim.h"

#include <cJSON.h>
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "cardvm.h"
#include "html.h"
#include "plot.h"
#include "policy.h"
#include "stats.h"

#define MAX_ARGS 32
#define DEFAULT_CAP 100000UL
#define DEFAULT_TOP 15

typedef struct sim_run {
    const char *root;
    sim_study study;
    const char *decks[SIM_SEATS]; /* as the games read them: one per side */
    int ndecks;                   /* 0: the ruleset's own (not swapped) */
    sim_policy policy[SIM_SEATS]; /* one per side */
    int nsides;
    int jobs;
    unsigned shard, shards; /* --shard I/N (0/0: none) */
    const char *json, *csv, *plot, *against, *html;
    size_t top;
    int progress; /* a bar on stderr (a terminal) */
    unsigned long done, total;
    double start;
} sim_run;

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* ---- the progress bar (a terminal only) ------------------------------------ */

static void progress_clear(const sim_run *r)
{
    if (r->progress) fprintf(stderr, "\r\033[K");
}

static void progress_show(sim_run *r, int force)
{
    static double last;
    if (!r->progress) return;
    double t = now();
    if (!force && t - last < 0.2 && r->done < r->total) return;
    last = t;
    double spent = t - r->start, rate = spent > 0 ? (double)r->done / spent : 0;
    int width = 30,
        filled = r->total ? (int)((double)width * (double)r->done / (double)r->total) : 0;
    char bar[64];
    for (int i = 0; i < width; i++)
        bar[i] = i < filled ? '#' : '.';
    bar[width] = '\0';
    fprintf(stderr, "\r\033[Ksim: [%s] %lu/%lu games, %.1f/s", bar, r->done, r->total, rate);
    if (rate > 0 && r->done < r->total)
        fprintf(stderr, ", %.0fs left", (double)(r->total - r->done) / rate);
    fflush(stderr);
}

/* ---- one game -------------------------------------------------------------- */

/* The move line "Title [ID] moves from A to B": ID, and A and B as indexes
 * of 'labels' (the zones as the log names them); 0 when it is not one. */
static int parse_move(const char *text, char *const *labels, size_t nlabels, int *id, size_t *from,
                      size_t *to)
{
    const char *m = strstr(text, " moves from ");
    if (!m || m == text || m[-1] != ']') return 0;
    const char *open = m - 1;
    while (open > text && open[-1] >= '0' && open[-1] <= '9')
        open--;
    if (open == m - 1 || open == text || open[-1] != '[') return 0;
    *id = atoi(open);
    const char *rest = m + 12;
    for (size_t a = 0; a < nlabels; a++) {
        size_t la = strlen(labels[a]);
        if (strncmp(rest, labels[a], la) || strncmp(rest + la, " to ", 4)) continue;
        for (size_t b = 0; b < nlabels; b++)
            if (!strcmp(rest + la + 4, labels[b])) {
                *from = a;
                *to = b;
                return 1;
            }
    }
    return 0;
}

/* Does log line i's cause name card 'id' ("Title [ID]" or "Title [ID]: word")? */
static int caused_by(const cv_game *g, size_t i, int id)
{
    const char *cause = cv_game_log_cause(g, i);
    char tag[32];
    int n = snprintf(tag, sizeof tag, "[%d]", id);
    for (const char *p = cause ? strstr(cause, tag) : NULL; p; p = strstr(p + 1, tag))
        if (p[n] == '\0' || p[n] == ':') return 1;
    return 0;
}

typedef struct zone_info {
    char **labels;
    int *owner; /* seat, -1 shared */
    int *inplay, *hidden;
    size_t n;
} zone_info;

typedef struct card_info {
    char *key, *title;
    int owner;
} card_info;

static void add_zone(zone_info *z, const cJSON *o, int owner, const char *player)
{
    const cJSON *name = cJSON_GetObjectItemCaseSensitive(o, "name");
    if (!cJSON_IsString(name)) return;
    size_t n = z->n + 1;
    char **l = realloc(z->labels, n * sizeof *l);
    if (l) z->labels = l;
    int *ow = realloc(z->owner, n * sizeof *ow);
    if (ow) z->owner = ow;
    int *ip = realloc(z->inplay, n * sizeof *ip);
    if (ip) z->inplay = ip;
    int *hd = realloc(z->hidden, n * sizeof *hd);
    if (hd) z->hidden = hd;
    if (!l || !ow || !ip || !hd) return;
    size_t len = strlen(name->valuestring) + (player ? strlen(player) : 0) + 8;
    char *label = malloc(len);
    if (!label) return;
    if (player)
        snprintf(label, len, "%s's %s", player, name->valuestring);
    else
        snprintf(label, len, "the %s", name->valuestring);
    z->labels[z->n] = label;
    z->owner[z->n] = owner;
    z->inplay[z->n] = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(o, "in_play"));
    z->hidden[z->n] = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(o, "hidden"));
    z->n++;
}

static void add_cards(card_info **cards, int *ncards, const cJSON *zone)
{
    const cJSON *c;
    cJSON_ArrayForEach(c, cJSON_GetObjectItemCaseSensitive(zone, "cards"))
    {
        const cJSON *id = cJSON_GetObjectItemCaseSensitive(c, "id");
        const cJSON *key = cJSON_GetObjectItemCaseSensitive(c, "key");
        const cJSON *title = cJSON_GetObjectItemCaseSensitive(c, "title");
        const cJSON *owner = cJSON_GetObjectItemCaseSensitive(c, "owner");
        if (!cJSON_IsNumber(id) || !cJSON_IsString(key) || !cJSON_IsString(title) ||
            id->valueint < 1)
            continue;
        if (id->valueint > *ncards) {
            card_info *g = realloc(*cards, (size_t)(id->valueint + 1) * sizeof *g);
            if (!g) continue;
            memset(g + *ncards + 1, 0, (size_t)(id->valueint - *ncards) * sizeof *g);
            *cards = g;
            *ncards = id->valueint;
        }
        card_info *ci = &(*cards)[id->valueint];
        ci->key = key->valuestring;
        ci->title = title->valuestring;
        ci->owner = cJSON_IsNumber(owner) ? owner->valueint - 1 : -1;
    }
}

/* The cards each player played in the game that ended (docs/simulating.md):
 * a card counts each time an answer moves it out of a hidden zone of its
 * owner's (a hand, a draw pile) into play, or out of it while the same
 * answer's changes include one caused by the card itself (an event, an Art
 * or a Special resolving). Read from the log, the answers' places in it
 * and the zones of the final state. */
static int game_plays(cv_game *g, sim_game *out)
{
    cJSON *root = cv_game_model_plain(g, -1);
    if (!root) return -1;
    zone_info z = {0};
    card_info *cards = NULL;
    int ncards = 0;
    const cJSON *p;
    int seat = 0;
    cJSON_ArrayForEach(p, cJSON_GetObjectItemCaseSensitive(root, "players"))
    {
        const cJSON *name = cJSON_GetObjectItemCaseSensitive(p, "name"), *zone;
        cJSON_ArrayForEach(zone, cJSON_GetObjectItemCaseSensitive(p, "zones"))
        {
            add_zone(&z, zone, seat, cJSON_IsString(name) ? name->valuestring : "?");
            add_cards(&cards, &ncards, zone);
        }
        seat++;
    }
    cJSON_ArrayForEach(p, cJSON_GetObjectItemCaseSensitive(root, "shared"))
    {
        add_zone(&z, p, -1, NULL);
        add_cards(&cards, &ncards, p);
    }
    size_t nlog = cv_game_log_count(g), nans = cv_game_answer_count(g);
    int rc = 0;
    for (size_t k = 1; k <= nans && !rc;
         k++) { /* segment k: answer k's changes (not the set-up's) */
        size_t from = k ? cv_game_answer_log(g, k - 1) : 0;
        size_t to = k < nans ? cv_game_answer_log(g, k) : nlog;
        if (to > nlog) to = nlog;
        for (size_t i = from; i < to && !rc; i++) {
            int id;
            size_t a, b;
            if (!parse_move(cv_game_log_text(g, i), z.labels, z.n, &id, &a, &b)) continue;
            if (id < 1 || id > ncards || !cards[id].key) continue;
            const card_info *c = &cards[id];
            if (!z.hidden[a] || z.owner[a] != c->owner || c->owner < 0 || a == b) continue;
            int played = z.inplay[b];
            for (size_t j = from; j < to && !played; j++)
                played = caused_by(g, j, id);
            if (!played) continue;
            size_t q = 0;
            while (q < out->nplays &&
                   !(out->plays[q].seat == c->owner && !strcmp(out->plays[q].key, c->key)))
                q++;
            if (q == out->nplays) {
                sim_play *np = realloc(out->plays, (out->nplays + 1) * sizeof *np);
                if (!np) {
                    rc = -1;
                    break;
                }
                out->plays = np;
                np[q] =
                    (sim_play){.seat = c->owner, .key = strdup(c->key), .title = strdup(c->title)};
                out->nplays++;
                if (!np[q].key || !np[q].title) rc = -1;
            }
            out->plays[q].n++;
        }
    }
    for (size_t i = 0; i < z.n; i++)
        free(z.labels[i]);
    free(z.labels);
    free(z.owner);
    free(z.inplay);
    free(z.hidden);
    free(cards);
    cJSON_Delete(root);
    return rc;
}

static int side_of(const sim_run *r, int seat, int rotation)
{
    int n = r->nsides;
    return n ? ((seat - rotation) % n + n) % n : 0;
}

/* Plays game k of the study (seed study.seed + k) into *out. */
static void play_game(const sim_run *r, unsigned long k, sim_game *out)
{
    memset(out, 0, sizeof *out);
    const sim_study *st = &r->study;
    out->seed = st->seed + k;
    out->first = -1;
    out->rotation = st->swap && r->nsides ? (int)(k % (unsigned long)r->nsides) : 0;
    const char *decks[SIM_SEATS];
    for (int s = 0; s < r->ndecks; s++)
        decks[s] = r->decks[side_of(r, s, out->rotation)];
    cv_config cfg = {.root = r->root,
                     .rules = st->rules,
                     .decks = r->ndecks ? decks : NULL,
                     .ndecks = r->ndecks,
                     .options = (const char **)st->options,
                     .noptions = st->noptions,
                     .seed = out->seed};
    char err[2048], msg[2200];
    cv_game *g = cv_game_new(&cfg, err, sizeof err);
    if (!g) {
        snprintf(msg, sizeof msg, "could not start: %s", err);
        out->text = strdup(msg);
        return;
    }
    cv_game_set_checkpoints(g, 0); /* a simulation never goes back */
    cv_game_set_hashes(g, 0);      /* nor saves a record */
    uint64_t stream = policy_start(out->seed);
    const char *stopped = NULL;
    while (!cv_game_over(g)) {
        if (out->first < 0 && cv_game_var_num(g, "turn", 0) >= 1)
            out->first = (int)cv_game_var_num(g, "player", 0) - 1;
        if (out->decisions == st->cap) {
            stopped = "the decision cap";
            break;
        }
        int seat = cv_game_decision_seat(g);
        const sim_policy *pol = &r->policy[seat >= 0 ? side_of(r, seat, out->rotation) : 0];
        size_t choice;
        if (policy_choose(pol, g, policy_next(&stream), &choice, err, sizeof err) ||
            cv_game_answer(g, choice, err, sizeof err) != CV_OK) {
            stopped = err;
            break;
        }
        out->decisions++;
    }
    if (out->first < 0 && cv_game_var_num(g, "turn", 0) >= 1)
        out->first = (int)cv_game_var_num(g, "player", 0) - 1;
    out->nseats = cv_game_player_count(g) < SIM_SEATS ? cv_game_player_count(g) : SIM_SEATS;
    if (out->first >= out->nseats) out->first = -1;
    for (int s = 0; s < out->nseats; s++)
        out->names[s] = strdup(cv_game_player_name(g, s));
    out->turns = (unsigned long)cv_game_var_num(g, "turn", 0);
    if (stopped) {
        snprintf(msg, sizeof msg, "stopped after %lu decisions: %s", out->decisions, stopped);
        out->text = strdup(msg);
    } else {
        out->ended = 1;
        out->winners = cv_game_winners(g);
        out->text = strdup(cv_game_result(g) ? cv_game_result(g) : "");
        if (game_plays(g, out)) {
            out->ended = 0;
            free(out->text);
            out->text = strdup("out of memory while counting the cards played");
        }
    }
    cv_game_free(g);
}

/* Counts a game's record line (as a worker sends it); -1 on a bad line. */
static int count_line(sim_run *r, sim_stats *st, const char *line, unsigned char *seen)
{
    sim_game g;
    if (sim_game_decode(line, &g)) return -1;
    unsigned long k = (unsigned long)(g.seed - r->study.seed);
    if (g.seed < st->lo || g.seed > st->hi || seen[k - (st->lo - r->study.seed)]) {
        sim_game_free(&g);
        return -1;
    }
    seen[k - (st->lo - r->study.seed)] = 1;
    if (!g.ended) {
        progress_clear(r);
        fprintf(stderr, "cardvm: sim: seed %llu %s\n", g.seed, g.text);
    }
    int rc = sim_stats_add(st, &g);
    sim_game_free(&g);
    r->done++;
    progress_show(r, 0);
    return rc;
}

/* Plays game k and counts it, through its record line as a worker would. */
static int play_and_count(sim_run *r, sim_stats *st, unsigned long k, unsigned char *seen)
{
    sim_game g;
    play_game(r, k, &g);
    char *line = sim_game_encode(&g);
    sim_game_free(&g);
    int rc = line ? count_line(r, st, line, seen) : -1;
    free(line);
    return rc;
}

static int write_all(int fd, const char *s, size_t n)
{
    while (n) {
        ssize_t w = write(fd, s, n);
        if (w < 0) {
            if (errno == EINTR) continue;
            return -1;
        }
        s += w;
        n -= (size_t)w;
    }
    return 0;
}

/* Plays games lo..hi-1 of the study in this process. */
static int play_jobs_in(sim_run *r, sim_stats *st, unsigned long lo, unsigned long hi,
                        unsigned char *seen)
{
    for (unsigned long k = lo; k < hi; k++)
        if (play_and_count(r, st, k, seen)) return -1;
    return 0;
}

/* Plays games lo..hi-1 of the study with 'jobs' worker processes (each the
 * games j, j + jobs, ...), counting the records they send back; with the
 * processes that could be started when fewer could. */
static int play_jobs(sim_run *r, sim_stats *st, unsigned long lo, unsigned long hi,
                     unsigned char *seen)
{
    int jobs = r->jobs;
    if ((unsigned long)jobs > hi - lo) jobs = (int)(hi - lo);
    if (jobs <= 1) return play_jobs_in(r, st, lo, hi, seen);
    int started = jobs; /* worker j plays the games j, j + jobs, ... */
    int fds[MAX_ARGS * 8];
    pid_t pids[MAX_ARGS * 8];
    char *buf[MAX_ARGS * 8];
    size_t len[MAX_ARGS * 8], cap[MAX_ARGS * 8];
    fflush(stdout);
    fflush(stderr);
    for (int j = 0; j < jobs; j++) {
        int pfd[2];
        pid_t pid = -1;
        if (pipe(pfd) == 0 && (pid = fork()) < 0) {
            close(pfd[0]);
            close(pfd[1]);
        }
        if (pid < 0) { /* no more processes: this one plays the rest (below) */
            if (j == 0) return play_jobs_in(r, st, lo, hi, seen);
            started = j;
            break;
        }
        if (pid == 0) { /* a worker: plays its games, sends each record */
            close(pfd[0]);
            for (int i = 0; i < j; i++)
                close(fds[i]);
            for (unsigned long k = lo + (unsigned long)j; k < hi; k += (unsigned long)jobs) {
                sim_game g;
                play_game(r, k, &g);
                char *line = sim_game_encode(&g);
                sim_game_free(&g);
                if (!line || write_all(pfd[1], line, strlen(line))) _exit(1);
                free(line);
            }
            _exit(0);
        }
        close(pfd[1]);
        fds[j] = pfd[0];
        pids[j] = pid;
        buf[j] = NULL;
        len[j] = cap[j] = 0;
    }
    int open_fds = started, rc = 0;
    while (open_fds > 0) {
        struct pollfd pf[MAX_ARGS * 8];
        int map[MAX_ARGS * 8], n = 0;
        for (int j = 0; j < started; j++)
            if (fds[j] >= 0) {
                pf[n] = (struct pollfd){.fd = fds[j], .events = POLLIN};
                map[n++] = j;
            }
        if (poll(pf, (nfds_t)n, -1) < 0) {
            if (errno == EINTR) continue;
            rc = -1;
            break;
        }
        for (int i = 0; i < n; i++) {
            if (!(pf[i].revents & (POLLIN | POLLHUP | POLLERR))) continue;
            int j = map[i];
            if (cap[j] - len[j] < 65536) {
                char *g = realloc(buf[j], cap[j] + 65536 + 1);
                if (!g) {
                    rc = -1;
                    break;
                }
                buf[j] = g;
                cap[j] += 65536;
            }
            ssize_t got = read(fds[j], buf[j] + len[j], cap[j] - len[j]);
            if (got < 0 && errno == EINTR) continue;
            if (got <= 0) {
                close(fds[j]);
                fds[j] = -1;
                open_fds--;
                continue;
            }
            len[j] += (size_t)got;
            buf[j][len[j]] = '\0';
            char *start = buf[j], *nl;
            while ((nl = strchr(start, '\n'))) {
                *nl = '\0';
                if (count_line(r, st, start, seen)) rc = -1;
                start = nl + 1;
            }
            len[j] -= (size_t)(start - buf[j]);
            memmove(buf[j], start, len[j] + 1);
        }
        if (rc) break;
    }
    for (unsigned long k = lo; !rc && k < hi; k++) /* the games of workers never started */
        if ((k - lo) % (unsigned long)jobs >= (unsigned long)started &&
            play_and_count(r, st, k, seen))
            rc = -1;
    for (int j = 0; j < started; j++) {
        if (fds[j] >= 0) {
            kill(pids[j], SIGTERM);
            close(fds[j]);
        }
        int status;
        while (waitpid(pids[j], &status, 0) < 0 && errno == EINTR) {
        }
        free(buf[j]);
    }
    return rc;
}

/* ---- the command line ------------------------------------------------------ */

static void usage(FILE *out)
{
    fprintf(
        out,
        "usage: cardvm sim [N] [options]    play N games to the end and count what happens\n"
        "       cardvm sim merge FILE.json... [--json F] [--csv F] [--plot F.svg] [--against "
        "B.json]\n"
        "options (docs/simulating.md):\n"
        "  --games N        the number of games (or N first; default 100)\n"
        "  --seed S         game k is played from seed S + k (default 1)\n"
        "  --rules R        the ruleset (default halo)\n"
        "  --deck FILE      a deck, once per side (default: the ruleset's)\n"
        "  --policy P       who answers: random (auto's), greedy, or a policy FILE.lua; once for\n"
        "                   every side or once per side\n"
        "  --opt K=V        a ruleset option (also --option), repeatable\n"
        "  --swap           the sides change seats game by game (deck and policy go together)\n"
        "  --jobs J         J processes (0: one per core)\n"
        "  --shard I/N      play only slice I of N of the seeds (then 'cardvm sim merge')\n"
        "  --json FILE      the tally and every figure as JSON (what merge and --against read)\n"
        "  --csv FILE       every figure as CSV rows\n"
        "  --plot FILE.svg  win rates, game lengths and card win rates, drawn by gnuplot\n"
        "  --html FILE      the figures and plots as one page (docs/viewing.md)\n"
        "  --against B.json each figure beside a baseline's, significant differences marked\n"
        "  --top N          cards shown in the report and the plot (default 15)\n"
        "  --cap N          decisions after which a game is stopped (default 100000)\n"
        "  --root DIR       where scripts/, cards/ and policies/ are\n");
}

static int parse_count(const char *v, unsigned long long *out, int zero_ok)
{
    char *end;
    errno = 0;
    if (!v || v[0] == '-' || !*v) return -1;
    *out = strtoull(v, &end, 0);
    return errno || *end || (!zero_ok && *out == 0) ? -1 : 0;
}

/* The default decks of the ruleset, as the probe game read them: the deck
 * files its fingerprints name, in seat order. */
static int default_decks(cv_game *g, char **out, int max)
{
    char *fp = cv_game_fingerprints(g);
    int n = 0;
    for (char *line = fp ? strtok(fp, "\n") : NULL; line; line = strtok(NULL, "\n")) {
        char *path = strchr(line, ' ');
        size_t l = path ? strlen(path + 1) : 0;
        if (l > 5 && !strcmp(path + 1 + l - 5, ".deck") && n < max) out[n++] = strdup(path + 1);
    }
    free(fp);
    return n;
}

static char *slurp_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 65536, n = 0;
    char *buf = malloc(cap + 1);
    size_t got;
    while (buf && (got = fread(buf + n, 1, cap - n, f)) > 0) {
        n += got;
        if (n == cap) {
            char *g = realloc(buf, cap * 2 + 1);
            if (!g) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = g;
            cap *= 2;
        }
    }
    fclose(f);
    if (buf) buf[n] = '\0';
    return buf;
}

static int load_stats(const char *path, sim_stats *s)
{
    char err[512];
    char *text = slurp_file(path);
    if (!text) {
        fprintf(stderr, "cardvm: sim: cannot read %s\n", path);
        return -1;
    }
    int rc = sim_stats_from_json(text, s, err, sizeof err);
    free(text);
    if (rc) fprintf(stderr, "cardvm: sim: %s: %s\n", path, err);
    return rc;
}

/* Writes 'text' to 'path' through a temporary file renamed over it. */
static int write_file(const char *path, const char *text)
{
    size_t n = strlen(path) + 16;
    char *tmp = malloc(n);
    if (!tmp) return -1;
    snprintf(tmp, n, "%s.tmp%ld", path, (long)getpid());
    FILE *f = fopen(tmp, "w");
    int bad = !f || fputs(text, f) == EOF;
    if (f) bad |= fclose(f) != 0;
    if (!bad) bad = rename(tmp, path) != 0;
    if (bad) {
        unlink(tmp);
        fprintf(stderr, "cardvm: sim: cannot write %s: %s\n", path, strerror(errno));
    }
    free(tmp);
    return bad ? -1 : 0;
}

/* The files asked for, then the report (a reader of the report that stops
 * early, `| head`, cannot cost the files). The exit status. */
static int finish(const sim_run *r, const sim_stats *st)
{
    int status = st->nerrors ? 1 : 0;
    if (r->json) {
        char *text = sim_stats_json(st);
        if (!text || write_file(r->json, text)) status = 1;
        free(text);
    }
    if (r->csv) {
        char *text = NULL;
        size_t n = 0;
        FILE *f = open_memstream(&text, &n);
        if (f) {
            sim_stats_csv(st, f);
            fclose(f);
        }
        if (!text || write_file(r->csv, text)) status = 1;
        free(text);
    }
    if (r->plot) {
        char err[1024];
        if (plot_svg(st, r->plot, r->top, err, sizeof err)) {
            fprintf(stderr, "cardvm: sim: %s\n", err);
            status = 1;
        }
    }
    if (r->html) { /* the page of the JSON (repl/html.c) */
        char *json = sim_stats_json(st), *page = NULL, err[256] = "out of memory";
        size_t n = 0;
        FILE *f = json ? open_memstream(&page, &n) : NULL;
        int bad = !f || html_write_study(f, json, err, sizeof err);
        if (f) fclose(f);
        if (bad || !page || write_file(r->html, page)) {
            fprintf(stderr, "cardvm: sim: --html %s: %s\n", r->html, err);
            status = 1;
        }
        free(page);
        free(json);
    }
    sim_stats report_base;
    int have_base = r->against && load_stats(r->against, &report_base) == 0;
    if (r->against && !have_base) status = 1;
    sim_stats_report(st, stdout, r->top);
    if (have_base) {
        const char *why = sim_study_differs(&st->study, &report_base.study);
        if (why && strcmp(st->study.rules, report_base.study.rules))
            fprintf(stdout, "(the baseline is a study of %s: %s)\n", report_base.study.rules, why);
        sim_stats_against(st, &report_base, r->against, stdout);
        sim_stats_free(&report_base);
    }
    fflush(stdout);
    return status;
}

static int by_first_seed(const void *a, const void *b)
{
    const sim_stats *x = a, *y = b;
    return (x->lo > y->lo) - (x->lo < y->lo);
}

/* cardvm sim merge FILE... [--json F] [--csv F] [--plot F] [--against B] [--top N] */
static int merge_main(int argc, char **argv)
{
    sim_run r = {.top = DEFAULT_TOP};
    const char *files[1024];
    int nfiles = 0;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        const char **slot = !strcmp(a, "--json")      ? &r.json
                            : !strcmp(a, "--csv")     ? &r.csv
                            : !strcmp(a, "--plot")    ? &r.plot
                            : !strcmp(a, "--against") ? &r.against
                                                      : NULL;
        unsigned long long n;
        if (slot && v) {
            *slot = v;
            i++;
        } else if (!strcmp(a, "--top") && !parse_count(v, &n, 1)) {
            r.top = (size_t)n;
            i++;
        } else if (strncmp(a, "--", 2) && nfiles < 1024) {
            files[nfiles++] = a;
        } else {
            fprintf(stderr, "cardvm: sim merge: bad argument '%s' (see cardvm sim --help)\n", a);
            return 2;
        }
    }
    if (!nfiles) {
        fprintf(stderr,
                "usage: cardvm sim merge FILE.json... [--json F] [--csv F] [--plot F.svg]\n");
        return 2;
    }
    sim_stats *all = calloc((size_t)nfiles, sizeof *all);
    if (!all) return 1;
    int status = 0, loaded = 0;
    for (; loaded < nfiles && !status; loaded++)
        if (load_stats(files[loaded], &all[loaded])) status = 1;
    if (!status) {
        qsort(all, (size_t)nfiles, sizeof *all, by_first_seed);
        char err[512];
        for (int i = 1; i < nfiles && !status; i++)
            if (sim_stats_merge(&all[0], &all[i], err, sizeof err)) {
                fprintf(stderr, "cardvm: sim merge: %s\n", err);
                status = 1;
            }
    }
    if (!status) {
        const sim_study *st = &all[0].study;
        unsigned long long last = st->seed + st->games - 1;
        if (all[0].lo != st->seed || all[0].hi != last)
            fprintf(
                stderr,
                "cardvm: sim merge: the files hold seeds %llu..%llu of the study's %llu..%llu\n",
                all[0].lo, all[0].hi, st->seed, last);
        status = finish(&r, &all[0]);
    }
    for (int i = 0; i < loaded; i++)
        sim_stats_free(&all[i]);
    free(all);
    return status;
}

int sim_main(const char *root, int argc, char **argv)
{
    if (argc > 0 && !strcmp(argv[0], "merge")) return merge_main(argc - 1, argv + 1);
    sim_run r = {.root = root, .top = DEFAULT_TOP, .jobs = 1};
    sim_study *st = &r.study;
    char *decks[SIM_SEATS], *options[MAX_ARGS], *policies[SIM_SEATS];
    int ndecks = 0, noptions = 0, npolicies = 0;
    unsigned long long games = 0, n;
    st->seed = 1;
    st->cap = DEFAULT_CAP;
    st->rules = "halo";
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        int bad = 0;
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage(stdout);
            return 0;
        }
        if (!strcmp(a, "--swap")) {
            st->swap = 1;
            continue;
        }
        if (a[0] != '-') { /* cardvm sim N: the count first, as it always was */
            if (games || parse_count(a, &games, 0)) {
                fprintf(stderr, "cardvm: sim expects a number of games, got '%s'\n", a);
                return 2;
            }
            continue;
        }
        if (!v) {
            fprintf(stderr, "cardvm: sim: '%s' needs a value (see cardvm sim --help)\n", a);
            return 2;
        }
        i++;
        if (!strcmp(a, "--games"))
            bad = parse_count(v, &games, 0);
        else if (!strcmp(a, "--seed"))
            bad = parse_count(v, &st->seed, 1);
        else if (!strcmp(a, "--cap")) {
            bad = parse_count(v, &n, 0);
            st->cap = (unsigned long)n;
        } else if (!strcmp(a, "--top")) {
            bad = parse_count(v, &n, 1);
            r.top = (size_t)n;
        } else if (!strcmp(a, "--jobs")) {
            bad = parse_count(v, &n, 1) || n > MAX_ARGS * 8;
            r.jobs = (int)n;
        } else if (!strcmp(a, "--rules"))
            st->rules = (char *)v;
        else if (!strcmp(a, "--root"))
            r.root = v;
        else if (!strcmp(a, "--json"))
            r.json = v;
        else if (!strcmp(a, "--csv"))
            r.csv = v;
        else if (!strcmp(a, "--plot"))
            r.plot = v;
        else if (!strcmp(a, "--html"))
            r.html = v;
        else if (!strcmp(a, "--against"))
            r.against = v;
        else if (!strcmp(a, "--deck") && ndecks < SIM_SEATS)
            decks[ndecks++] = (char *)v;
        else if (!strcmp(a, "--policy") && npolicies < SIM_SEATS)
            policies[npolicies++] = (char *)v;
        else if ((!strcmp(a, "--opt") || !strcmp(a, "--option")) && noptions < MAX_ARGS)
            options[noptions++] = (char *)v;
        else if (!strcmp(a, "--shard")) {
            char *slash;
            unsigned long i1 = strtoul(v, &slash, 10),
                          n1 = *slash == '/' ? strtoul(slash + 1, NULL, 10) : 0;
            bad = *slash != '/' || i1 < 1 || n1 < 1 || i1 > n1;
            r.shard = (unsigned)i1;
            r.shards = (unsigned)n1;
        } else {
            fprintf(stderr, "cardvm: sim: unknown option '%s' (see cardvm sim --help)\n", a);
            return 2;
        }
        if (bad) {
            fprintf(stderr, "cardvm: sim: %s: bad value '%s' (see cardvm sim --help)\n", a, v);
            return 2;
        }
    }
    if (!games) games = 100;
    if (!r.jobs) r.jobs = (int)sysconf(_SC_NPROCESSORS_ONLN);
    if (r.jobs < 1) r.jobs = 1;
    st->games = (unsigned long)games;
    st->decks = decks;
    st->ndecks = ndecks;
    st->options = options;
    st->noptions = noptions;
    /* this run's slice of the study's games */
    unsigned long lo = 0, hi = st->games;
    if (r.shards) {
        lo = (unsigned long)((unsigned long long)st->games * (r.shard - 1) / r.shards);
        hi = (unsigned long)((unsigned long long)st->games * r.shard / r.shards);
    }

    /* A first game checks the set-up (ruleset, options, decks) before any
     * work, and loads the pool once for every worker. */
    char err[2048];
    cv_config cfg = {.root = r.root,
                     .rules = st->rules,
                     .decks = (const char **)decks,
                     .ndecks = ndecks,
                     .options = (const char **)options,
                     .noptions = noptions,
                     .seed = st->seed + lo};
    cv_game *probe = cv_game_new(&cfg, err, sizeof err);
    if (!probe) {
        fprintf(stderr, "cardvm: sim: seed %llu: %s\n", (unsigned long long)cfg.seed, err);
        cv_release_cache();
        return 1;
    }
    r.nsides = cv_game_player_count(probe);
    char *found[SIM_SEATS] = {0};
    int nfound = ndecks ? 0 : default_decks(probe, found, SIM_SEATS);
    cv_game_free(probe);
    int status = 0;
    char *paths[SIM_SEATS] = {0};
    if (r.nsides > SIM_SEATS) r.nsides = SIM_SEATS;
    if (!ndecks && nfound == r.nsides) { /* name the ruleset's decks; --swap moves them */
        st->decks = found;
        st->ndecks = nfound;
        if (st->swap)
            for (int i = 0; i < nfound; i++) {
                size_t len = strlen(r.root) + strlen(found[i]) + 2;
                if ((paths[i] = malloc(len))) snprintf(paths[i], len, "%s/%s", r.root, found[i]);
                r.decks[i] = paths[i];
            }
    } else {
        for (int i = 0; i < ndecks; i++)
            r.decks[i] = decks[i];
    }
    r.ndecks = ndecks ? ndecks : (st->swap ? nfound : 0);
    if (st->swap && r.ndecks != r.nsides) {
        fprintf(stderr, "cardvm: sim: --swap: give each side's deck with --deck\n");
        status = 2;
    }
    if (!status && npolicies > 1 && npolicies != r.nsides) {
        fprintf(stderr,
                "cardvm: sim: %d policies for %d sides: give one for every side, or one for each\n",
                npolicies, r.nsides);
        status = 2;
    }
    char *random = "random";
    if (!npolicies) policies[npolicies++] = random;
    st->policies = policies;
    st->npolicies = npolicies;
    int loaded = 0;
    for (; !status && loaded < r.nsides; loaded++)
        if (policy_load(&r.policy[loaded], r.root, st->rules,
                        policies[loaded < npolicies ? loaded : npolicies - 1], err, sizeof err)) {
            fprintf(stderr, "cardvm: sim: %s\n", err);
            status = 2;
        }
    sim_stats tally;
    unsigned char *seen = calloc(hi > lo ? hi - lo : 1, 1);
    if (!status && (!seen || sim_stats_init(&tally, st, st->seed + lo, st->seed + hi - 1)))
        status = 1;
    if (!status && hi == lo) { /* an empty slice: seeds lo+1..lo, none */
        tally.lo = st->seed + lo + 1;
        tally.hi = st->seed + lo;
    }
    if (!status) {
        r.total = hi - lo;
        r.start = now();
        r.progress = isatty(STDERR_FILENO) && r.total > 1;
        if (play_jobs(&r, &tally, lo, hi, seen)) {
            progress_clear(&r);
            fprintf(stderr, "cardvm: sim: a worker failed or sent a malformed record\n");
            status = 1;
        }
        progress_clear(&r);
        /* a game a worker never reported is an error with its seed */
        for (unsigned long k = lo; k < hi; k++)
            if (!seen[k - lo]) {
                sim_game g = {.seed = st->seed + k,
                              .text = "no record: the process playing it failed"};
                fprintf(stderr, "cardvm: sim: seed %llu: %s\n", g.seed, g.text);
                sim_stats_add(&tally, &g);
            }
        int fin = finish(&r, &tally);
        if (!status) status = fin;
        sim_stats_free(&tally);
    }
    free(seen);
    for (int i = 0; i < loaded; i++)
        policy_free(&r.policy[i]);
    for (int i = 0; i < SIM_SEATS; i++) {
        free(found[i]);
        free(paths[i]);
    }
    cv_release_cache();
    return status;
}
