/* cardvm: the public interface of the kernel, for hosts (the REPL, tests,
 * simulations). A host creates a game, reads the pending decision, answers it
 * with one of its options, and repeats until the game is over. Nothing else
 * enters a game. The auxiliary layer (cvaux.h) adds what tools need on top:
 * explanations, card lookups, positions.
 *
 * Every function that can fail returns a CV_* status and, where it takes an
 * 'err' buffer, writes a one-line message there naming the file, the line and
 * what was expected ('err' may be NULL). A failed call leaves the game as it
 * was. Seats are 0-based here; answers and options are 0-based indexes. */
#ifndef CARDVM_H
#define CARDVM_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* The kernel's version: a record names it, and a replay by another version
 * that does not reach the recorded states says so. */
#define CV_VERSION "0.6"

enum {
    CV_OK = 0,
    CV_ENOMEM,   /* out of memory */
    CV_EARG,     /* bad argument (unknown option, bad seed, nothing to undo) */
    CV_ERANGE,   /* a pool would go negative, an index is out of range */
    CV_EFILE,    /* a ruleset, card, deck, position or record file is missing or malformed */
    CV_ESCRIPT,  /* a rules or card script failed: the step was undone */
    CV_EILLEGAL, /* the answer is not one of the options */
    CV_EOVER,    /* the game is over: there is nothing to answer */
    CV_EDIVERGED /* a replay reached another state than the record says */
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

/* ---- a game ------------------------------------------------------------- */

/* Creates a game and runs it to its first decision. Returns NULL on failure
 * with a message in err. The caller frees the game with cv_game_free. The
 * ruleset and its cards are loaded once per process and shared, read-only,
 * by every game of that ruleset (cv_game_reload re-reads them). */
cv_game *cv_game_new(const cv_config *cfg, char *err, size_t errlen);

/* Frees the game; NULL is fine. */
void cv_game_free(cv_game *g);

/* Frees the rulesets and card pools kept for later games that no game
 * holds (a host calls it before it exits, to leave nothing allocated). */
void cv_release_cache(void);

/* Loads the ruleset 'rules' under 'root' and its card pool (as a game would,
 * sharing the same cache) and calls fn(msg, ud) for each message about a
 * card file it refused (what cv_game_warning lists for its games), in file
 * order. CV_OK, or CV_EFILE with err set when the ruleset itself does not
 * load. */
int cv_rules_warnings(const char *root, const char *rules, void (*fn)(const char *msg, void *ud),
                      void *ud, char *err, size_t errlen);

/* The configuration the game was created with (its strings belong to the
 * game). */
const cv_config *cv_game_config(const cv_game *g);

/* Messages about files refused while loading (a broken card script, an
 * unknown card in a deck): count and text. The game runs without them. */
size_t cv_game_warning_count(const cv_game *g);
const char *cv_game_warning(const cv_game *g, size_t i);

/* ---- the decision ------------------------------------------------------- */

/* 1 when the game is over (no decision pending). */
int cv_game_over(const cv_game *g);

/* The result line once the game is over ("Alice wins: ..."), else NULL. */
const char *cv_game_result(const cv_game *g);

/* Once over, the winning seats as bits (bit s: seat s); 0 when the game is
 * not over or has no winner. */
unsigned cv_game_winners(const cv_game *g);

/* The pending decision: who chooses (seat, -1 when over), the prompt, and
 * the options (NULL past the last). */
int cv_game_decision_seat(const cv_game *g);
const char *cv_game_decision_prompt(const cv_game *g);
size_t cv_game_option_count(const cv_game *g);
const char *cv_game_option_label(const cv_game *g, size_t i);

/* The card option i is about (using its ability, playing it), or 0. */
int cv_game_option_card(const cv_game *g, size_t i);

/* Answers the pending decision with option i and runs the game to the next
 * decision. On CV_ESCRIPT the failed step is undone: the game is back at the
 * same decision, with the same hash, and err names the card or rules file,
 * the line and the timing word. Answering cuts the line of play after this
 * decision unless it is the answer that was there (see cv_game_redo).
 * The answer runs first without counting instructions, under a watchdog
 * thread of the process that signals (SIGRTMIN) the thread playing when a
 * step runs long; such a step runs again, counted (vm/sandbox.h). So one
 * thread of a process plays games, and a host leaves SIGRTMIN to the
 * kernel. */
int cv_game_answer(cv_game *g, size_t i, char *err, size_t errlen);

/* ---- history: the answers, undo and redo -------------------------------- */
/*
 * The kernel keeps the line of play: every answer given, with the label it
 * had, who gave it, the turn and phase of its decision and where its log
 * began. The game stands after the first cv_game_answer_count answers; the
 * rest of the line (after an undo) is what redo brings back. */

/* Answers standing (the game is at decision count + 1). */
size_t cv_game_answer_count(const cv_game *g);

/* Answers on the line of play, the undone ones included (>= answer_count). */
size_t cv_game_line_length(const cv_game *g);

/* Answer k of the line (k < line length): the option index, its label, the
 * seat that gave it (-1 if not known yet: a line read from a record and not
 * yet played), the turn and phase of its decision (0 and NULL in the set-up),
 * and how many log lines there were before it took effect. */
size_t cv_game_answer_at(const cv_game *g, size_t k);
const char *cv_game_answer_label(const cv_game *g, size_t k);
int cv_game_answer_seat(const cv_game *g, size_t k);
long cv_game_answer_turn(const cv_game *g, size_t k);
const char *cv_game_answer_phase(const cv_game *g, size_t k);
size_t cv_game_answer_log(const cv_game *g, size_t k);

/* The state hash after standing answer k (k < answer count), into *hash:
 * 1, or 0 when it was not kept (hashes off). */
int cv_game_answer_hash(const cv_game *g, size_t k, uint64_t *hash);

/* Hashes (on by default): the game keeps the state hash after each answer,
 * which records carry so a replay can show where it first differs. It costs
 * a hash per answer: a host that saves no record (a simulation) turns it
 * off. */
void cv_game_set_hashes(cv_game *g, int on);

/* The files the game is built from, each with a fingerprint of its text, as
 * lines "HEX PATH\n": the ruleset's scripts, the card file of every card in
 * the game, its decks or position (paths as given, scripts and cards
 * relative to the root). Malloc'd; NULL when out of memory. */
char *cv_game_fingerprints(const cv_game *g);

/* The fingerprint of one file's text (the same function), into *fp: 0, or
 * -1 when it cannot be read. */
int cv_file_fingerprint(const char *path, uint64_t *fp);

/* Moves the game to the state after n answers of the line (0: the start),
 * keeping the line. Fails with CV_EARG when n is past the line's end. */
int cv_game_goto(cv_game *g, size_t n, char *err, size_t errlen);

/* Takes back the last n answers (all there are, if fewer), keeping them on
 * the line for redo; CV_EARG when none stands. */
int cv_game_undo(cv_game *g, size_t n, char *err, size_t errlen);

/* Brings back n undone answers (all there are, if fewer); CV_EARG when none
 * is left to redo. */
int cv_game_redo(cv_game *g, size_t n, char *err, size_t errlen);

/* Goes back to the first decision of the current turn (unit "turn") or
 * phase ("phase"), or of the one before when already there; CV_EARG at the
 * start or for another unit. */
int cv_game_back(cv_game *g, const char *unit, char *err, size_t errlen);

/* Replaces the line of play with 'answers' (labels checked against
 * 'labels' where not NULL) and plays the first 'n' of them; the rest stay on
 * the line for redo. On a mismatch or failure the game stops at the last
 * answer that fits: *played (if not NULL) says how many were played, and err
 * says why (answer k: the label recorded, the label offered now). */
int cv_game_replay(cv_game *g, const size_t *answers, const char *const *labels, size_t nline,
                   size_t n, size_t *played, char *err, size_t errlen);

/* cv_game_replay that also checks the state hash after each answer k for
 * which known[k] is set (known NULL: every one) against hashes[k]: at the
 * first that differs it stops before that answer with CV_EDIVERGED, err
 * naming the answer and both hashes. */
int cv_game_replay_checked(cv_game *g, const size_t *answers, const char *const *labels,
                           const uint64_t *hashes, const unsigned char *known, size_t nline,
                           size_t n, size_t *played, char *err, size_t errlen);

/* Checkpoints (on by default): the game keeps copies of its state as it
 * goes, at most one every few answers, so that undo, goto and the undoing
 * of a failed step cost a copy and a few answers, not a replay from the
 * start. A host that never goes back (a simulation) turns them off. */
void cv_game_set_checkpoints(cv_game *g, int on);

/* Re-reads the ruleset and card scripts from disk and replays the line to
 * the current decision; the answers that no longer fit stay on the line for
 * redo. *played says how many were replayed. On CV_EFILE (the scripts do
 * not load) the game is unchanged. */
int cv_game_reload(cv_game *g, size_t *played, char *err, size_t errlen);

/* ---- reading the state -------------------------------------------------- */

/* Players. */
int cv_game_player_count(const cv_game *g);
const char *cv_game_player_name(const cv_game *g, int seat);

/* A 64-bit hash of the whole game state (cards, zones, pools, variables,
 * links, modifiers, windows, the decision and the RNG). Equal states, equal
 * hashes, in any process. */
uint64_t cv_game_hash(const cv_game *g);

/* Game variables the kernel keeps ("turn", "player", "phase"). */
long long cv_game_var_num(const cv_game *g, const char *key, long long dflt);
const char *cv_game_var_str(const cv_game *g, const char *key);

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

/* cv_game_describe_for, with 'colour' set: the ruleset's board (R.board) in
 * ANSI colours, for a terminal. Caller frees. */
char *cv_game_describe_as(const cv_game *g, int viewer, int colour);

/* The ruleset's board (R.board) as seat 'viewer' sees it (-1: a judge), as
 * a standalone SVG document in *out (caller frees). CV_EARG when the game
 * draws no board or its R.board fails, with why in 'err'; CV_ENOMEM. */
int cv_game_board_svg(const cv_game *g, int viewer, char **out, char *err, size_t len);

/* The whole state as JSON (players, zones, cards with pools, variables and
 * links, game pools and variables, modifiers, scopes, windows, decision,
 * hash): a judge's view model (cv_game_model) as text, for other tools.
 * Caller frees; NULL when out of memory. */
char *cv_game_json(const cv_game *g);

/* The view model: what seat 'viewer' (-1: a judge) sees of the game, as a
 * cJSON tree (Debian's libcjson; include <cJSON.h> to read it), the one
 * model that `state`, `view`, `state --json` and `cardvm html` render
 * (docs/viewing.md gives its shape): the ruleset's summary (R.describe) and
 * board (R.board, drawn for that viewer); game, player and card pools and
 * variables (the kernel's own '_' variables left out); every zone with its
 * cards as the viewer may see them (another player's hand and every
 * face-down pile "concealed": their size, and the cards the viewer was
 * shown, by position; another player's face-down card as its id only),
 * each card with its current values (R.card_values) and the card it is
 * listed under (R.attachment_link); modifiers, windows, the decision (its
 * options only for the seat deciding, and a judge), the result; a judge's
 * model has the state hash. Reads the game only. Caller frees with
 * cJSON_Delete; NULL when out of memory. */
struct cJSON;
struct cJSON *cv_game_model(const cv_game *g, int viewer);

/* The state part of cv_game_model alone: zones, cards, pools, variables,
 * modifiers, windows, the decision and the result as seat 'viewer' (-1: a
 * judge) sees them, without what the ruleset adds (no summary, board, card
 * values or attachment link, no state hash) and without running any Lua:
 * cheap enough to read at the end of every game of a study. Caller frees
 * with cJSON_Delete; NULL when out of memory. */
struct cJSON *cv_game_model_plain(const cv_game *g, int viewer);

/* Card 'id''s printed card as data, for a viewer's card details: "key",
 * "title", "subtitle", "type" (its definition's type, else its kind),
 * "text" (its game text) and "printed" (what `show CARD` lists under the
 * title: facts, printed numbers, text), those it has. Tells what the card
 * is whatever its zone: ask only about cards the viewer may see. Caller
 * frees with cJSON_Delete; NULL for no such card or out of memory. */
struct cJSON *cv_game_model_card(const cv_game *g, int id);

/* Evaluates Lua 'code' inside the game to read its state (for tests and
 * judges): an expression such as "cv.value(3, 'strength')", or statements
 * with a return, run with the ruleset's view ('cv', and 'rules' for the card
 * library). The result is converted to text into *out (malloc'd, caller
 * frees). A query may not change the game: if it does, the change is undone
 * and CV_EARG returned. Errors return CV_ESCRIPT with the message in err. */
int cv_game_query(cv_game *g, const char *code, char **out, char *err, size_t errlen);

/* ---- records ------------------------------------------------------------ */
/*
 * A game's record as readable text: ruleset, options, decks or position,
 * seed, and every answer standing with the label it had. See
 * docs/judging.md for the format. */

/* Writes the record of 'g' (the answers standing) to 'f'. */
void cv_record_write(const cv_game *g, FILE *f);

/* Writes the record's line for answer k ("answer N  # label"), the label
 * kept on one line whatever it holds. */
void cv_record_write_answer(const cv_game *g, size_t k, FILE *f);

/* Writes the record to 'path' through a temporary file renamed over it, so
 * a failed save never destroys the previous one. CV_OK or CV_EFILE. */
int cv_record_save(const cv_game *g, const char *path, char *err, size_t errlen);

/* Reads a record (or a dumped position's "--@record" lines) and replays it
 * (scripts under 'root'). Every answer must still be offered with the label
 * it was recorded with; otherwise the game stops at the last answer that
 * fits and err names the record's line (with *partial set, if non-NULL, to
 * the game so far, which the caller frees; the answers that did not fit
 * stay on its line for redo). Returns the game, or NULL with err set. */
cv_game *cv_record_load(const char *root, const char *path, cv_game **partial, char *err,
                        size_t errlen);

/* cv_record_load with flags: CV_RECORD_FORCE replays the answers by number,
 * checking neither their labels nor the recorded state hashes. Without it, a
 * replay that reaches another state than recorded stops before that answer
 * with err naming the record's line, the answer and the files changed since
 * the record was saved. A replay that agrees although files changed loads,
 * with a warning (cv_game_warning) naming them. */
#define CV_RECORD_FORCE 1
cv_game *cv_record_load_with(const char *root, const char *path, int flags, cv_game **partial,
                             char *err, size_t errlen);

#endif
