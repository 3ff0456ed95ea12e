/* cardvm: the public interface of the kernel, for hosts (the REPL, tests,
 * simulations). A host creates a game, reads the pending decision, answers it
 * with one of its options, and repeats until the game is over. Nothing else
 * enters a game.
 *
 * Every function that can fail returns a CV_* status and, where it takes an
 * 'err' buffer, writes a one-line message there naming the file, the line and
 * what was expected. A failed call leaves the game as it was. */
#ifndef CARDVM_H
#define CARDVM_H

#include <stddef.h>
#include <stdint.h>

enum {
    CV_OK = 0,
    CV_ENOMEM,   /* out of memory */
    CV_EARG,     /* bad argument (unknown option, bad seed) */
    CV_ERANGE,   /* a pool would go negative, an index is out of range */
    CV_EFILE,    /* a ruleset, card, deck or record file is missing or malformed */
    CV_ESCRIPT,  /* a rules or card script failed: the step was undone */
    CV_EILLEGAL, /* the answer is not one of the options */
    CV_EOVER     /* the game is over: there is nothing to answer */
};

typedef struct cv_game cv_game;

typedef struct cv_config {
    const char *root;   /* directory holding scripts/ and cards/ */
    const char *rules;  /* ruleset name: scripts/<rules>/rules.lua */
    const char **decks; /* deck files, one per seat; NULL for the ruleset's default */
    int ndecks;
    const char **options; /* "name=value" ruleset options */
    int noptions;
    uint64_t seed;        /* the game's RNG seed */
    const char *position; /* a position file to start from instead of decks
                             (docs/positions.md), or NULL */
} cv_config;

/* Creates a game and runs it to its first decision. Returns NULL on failure
 * with a message in err. The caller frees the game with cv_game_free. */
cv_game *cv_game_new(const cv_config *cfg, char *err, size_t errlen);

/* Frees the game; NULL is fine. */
void cv_game_free(cv_game *g);

/* 1 when the game is over (no decision pending). */
int cv_game_over(const cv_game *g);

/* The result line once the game is over ("Alice wins: ..."), else NULL. */
const char *cv_game_result(const cv_game *g);
/* Once over, the winning seats as bits (bit s: seat s, 0-based); 0 when the
 * game is not over or has no winner. */
unsigned cv_game_winners(const cv_game *g);

/* The pending decision: who chooses (seat), the prompt, and the options. */
int cv_game_decision_seat(const cv_game *g);
const char *cv_game_decision_prompt(const cv_game *g);
size_t cv_game_option_count(const cv_game *g);
const char *cv_game_option_label(const cv_game *g, size_t i); /* 0-based */

/* Answers the pending decision with option i (0-based) and runs the game to
 * the next decision. On CV_ESCRIPT the failed step is undone: the game is
 * back at the same decision, with the same hash, and err names the card or
 * rules file, the line and the timing word. */
int cv_game_answer(cv_game *g, size_t i, char *err, size_t errlen);

/* The number of answers given so far, and answer k (0-based option index). */
size_t cv_game_answer_count(const cv_game *g);
size_t cv_game_answer_at(const cv_game *g, size_t k);

/* Players. */
int cv_game_player_count(const cv_game *g);
const char *cv_game_player_name(const cv_game *g, int seat);

/* A 64-bit hash of the whole game state (cards, zones, pools, variables,
 * links, modifiers, windows, the decision and the RNG). Equal states, equal
 * hashes, in any process. */
uint64_t cv_game_hash(const cv_game *g);

/* The log: line i's cause and text. */
size_t cv_game_log_count(const cv_game *g);
const char *cv_game_log_cause(const cv_game *g, size_t i);
const char *cv_game_log_text(const cv_game *g, size_t i);
/* Line i as seat 'viewer' saw it: a card moved between hidden zones (drawn,
 * discarded face down) is named only to the owners of the hands involved.
 * viewer < 0: everything, as cv_game_log_text. */
const char *cv_game_log_text_for(const cv_game *g, size_t i, int viewer);

/* The board as text: zones, cards, tokens, links, modifiers, windows, the
 * decision, plus the ruleset's own summary. Returns a malloc'd string
 * (caller frees), or NULL on OOM. */
char *cv_game_describe(const cv_game *g);

/* The board as seat 'viewer' may see it: other players' hands and every
 * face-down pile show their size only, and another player's card whose
 * variable 'facedown' is set shows as a face-down card (-1: everything).
 * Caller frees. */
char *cv_game_describe_for(const cv_game *g, int viewer);

/* The whole state as JSON (players, zones, cards with pools, variables and
 * links, game pools and variables, modifiers, scopes, windows, decision,
 * hash), for other tools. Caller frees; NULL when out of memory. */
char *cv_game_json(const cv_game *g);

/* Messages about files refused while loading (a broken card script, an
 * unknown card in a deck): count and text. The game runs without them. */
size_t cv_game_warning_count(const cv_game *g);
const char *cv_game_warning(const cv_game *g, size_t i);

/* Evaluates Lua 'code' inside the game to read its state (for tests and
 * judges): an expression such as "cv.value(3, 'strength')", or statements
 * with a return, run with the
 * ruleset's view ('cv', and 'rules' for the card library). The result is
 * converted to text into *out (malloc'd, caller frees). A query may not
 * change the game: if it does, the change is undone and CV_EARG returned.
 * Errors return CV_ESCRIPT with the message in err. */
int cv_game_query(cv_game *g, const char *code, char **out, char *err, size_t errlen);

/* The configuration the game was created with (its strings belong to the
 * game). */
const cv_config *cv_game_config(const cv_game *g);

/* The label of answer k, as it was offered. */
const char *cv_game_answer_label(const cv_game *g, size_t k);

/* Rebuilds the game from its configuration and the n given answers (undo,
 * redo, replay). On failure (an answer that is not an option, a script
 * error) the game is put back as it was and err says which answer failed. */
int cv_game_replay(cv_game *g, const size_t *answers, size_t n, char *err, size_t errlen);

/* Game variables the kernel keeps ("turn", "player", "phase"). */
long long cv_game_var_num(const cv_game *g, const char *key, long long dflt);
const char *cv_game_var_str(const cv_game *g, const char *key);

#endif
