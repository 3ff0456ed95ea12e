/* stats: what `cardvm sim` counts, and how it shows it.
 *
 * A study is many games of one configuration (ruleset, decks, options,
 * policies) from consecutive seeds. Each game played gives a record
 * (sim_game), which travels between processes as one line of text; the
 * records are added into a tally (sim_stats) of whole numbers only, so
 * tallies of disjoint slices of the seeds add up to exactly the tally of the
 * whole study, in any order: that is what --jobs and `cardvm sim merge`
 * rest on. Every figure shown (rates, 95% intervals, means, medians) is
 * worked out from the tally when it is shown, the same way each time, so
 * the same tally gives the same bytes of JSON, CSV and text. */
#ifndef CV_STATS_H
#define CV_STATS_H

#include <stddef.h>
#include <stdio.h>

#define SIM_SEATS 32

/* A card played in a game: by which seat (its owner), how many times. */
typedef struct sim_play {
    int seat;
    char *key, *title;
    unsigned long n;
} sim_play;

/* One game of a study, as the process that played it reports it. */
typedef struct sim_game {
    unsigned long long seed;
    int ended;  /* 1: it ended with a result; 0: stopped (an error, the cap) */
    char *text; /* the result line, or why it stopped */
    unsigned long turns, decisions;
    int nseats;
    int first;              /* the seat that played the first turn (0-based), -1: none */
    unsigned winners;       /* bit s: seat s won */
    int rotation;           /* side i sat at seat (i + rotation) % nseats */
    char *names[SIM_SEATS]; /* the players' names, by seat */
    sim_play *plays;
    size_t nplays;
} sim_game;

/* What was asked for: the same in every slice of a study. */
typedef struct sim_study {
    char *rules;
    char **decks; /* as given (none: the ruleset's) */
    int ndecks;
    char **policies; /* one per side, or one for every side */
    int npolicies;
    char **options; /* "name=value", as given */
    int noptions;
    int swap;                /* sides change seats game by game */
    unsigned long long seed; /* the study's first seed */
    unsigned long games;     /* the study's number of games */
    unsigned long cap;       /* decisions after which a game is stopped */
} sim_study;

typedef struct sim_count {
    char *name;               /* the player's name in the game of least seed */
    unsigned long long named; /* that seed */
    unsigned long games, wins;
} sim_count;

typedef struct sim_line {
    char *text;
    unsigned long n;
} sim_line;

typedef struct sim_bin {
    unsigned long v, n;
} sim_bin;

typedef struct sim_hist {
    sim_bin *b; /* by value */
    size_t n;
} sim_hist;

typedef struct sim_card {
    char *key, *title;
    unsigned long games;   /* games it was played in, by anyone */
    unsigned long plays;   /* times it was played */
    unsigned long players; /* (game, player) pairs that played it */
    unsigned long wins;    /* of those pairs, the ones whose player won */
} sim_card;

typedef struct sim_error {
    unsigned long long seed;
    char *text;
} sim_error;

typedef struct sim_stats {
    sim_study study;
    unsigned long long lo, hi; /* the seeds this tally covers: lo..hi (hi < lo: none) */
    int nseats;
    sim_count seats[SIM_SEATS], sides[SIM_SEATS];
    unsigned long ended, nowinner;
    unsigned long first_known, first_won, first_at[SIM_SEATS];
    sim_line *lines;
    size_t nlines;
    sim_hist turns, decisions;
    sim_card *cards;
    size_t ncards;
    sim_error *errors;
    size_t nerrors;
} sim_stats;

/* ---- records ------------------------------------------------------------- */

/* The record as one line ending in '\n' (malloc'd; NULL when out of memory). */
char *sim_game_encode(const sim_game *g);

/* Reads a line sim_game_encode wrote into *g (which the caller frees with
 * sim_game_free). 0, or -1 for a malformed line or out of memory. */
int sim_game_decode(const char *line, sim_game *g);

void sim_game_free(sim_game *g);

/* ---- tallies ------------------------------------------------------------- */

/* An empty tally of 'study' (copied) covering the seeds lo..hi. 0 or -1. */
int sim_stats_init(sim_stats *s, const sim_study *study, unsigned long long lo,
                   unsigned long long hi);

void sim_stats_free(sim_stats *s);

/* Adds one game. 0, or -1 when out of memory. */
int sim_stats_add(sim_stats *s, const sim_game *g);

/* Adds 'from' (a tally of the same study whose seeds follow on from, or
 * precede, those of 'into') into 'into'. 0, or -1 with err naming what does
 * not fit: another study, seeds that overlap or leave a gap. */
int sim_stats_merge(sim_stats *into, const sim_stats *from, char *err, size_t errlen);

/* The tally as JSON (docs/simulating.md), malloc'd. */
char *sim_stats_json(const sim_stats *s);

/* Reads a tally sim_stats_json wrote. 0, or -1 with err set. */
int sim_stats_from_json(const char *text, sim_stats *s, char *err, size_t errlen);

/* Compares the studies of two tallies; NULL when they are the same study,
 * else what differs (a static string). */
const char *sim_study_differs(const sim_study *a, const sim_study *b);

/* ---- showing it ---------------------------------------------------------- */

/* The report: the first lines `cardvm sim` always printed (the study, the
 * wins per seat, each result with its count, decisions per game), then the
 * 95% intervals per seat and side, the first player, draws, errors with
 * their seeds, game lengths, and the 'top' most played cards. */
void sim_stats_report(const sim_stats *s, FILE *out, size_t top);

/* Every figure as CSV rows: figure,subject,value,count,games,low,high. */
void sim_stats_csv(const sim_stats *s, FILE *out);

/* Each figure beside the baseline's, the significant differences marked. */
void sim_stats_against(const sim_stats *s, const sim_stats *base, const char *basename, FILE *out);

/* A figure with its interval: k of n, as a rate and the Wilson score
 * interval at 95%. */
void sim_wilson(unsigned long k, unsigned long n, double *rate, double *lo, double *hi);

/* The mean, median, minimum and maximum of a histogram (0 when empty). */
void sim_hist_summary(const sim_hist *h, double *mean, unsigned long *median, unsigned long *min,
                      unsigned long *max);

/* The cards by games played, most first (ties by key): a malloc'd array of
 * pointers into s->cards, s->ncards long; NULL when none or out of memory. */
const sim_card **sim_cards_ranked(const sim_stats *s);

/* The label of side i ("Ann (unsc.deck, greedy)"), into buf. */
const char *sim_side_label(const sim_stats *s, int i, char *buf, size_t len);

#endif
