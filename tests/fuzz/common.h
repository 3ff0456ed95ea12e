/* common: what the libFuzzer harnesses of tests/fuzz/ share (README.md there).
 *
 * Each harness process works in one temporary directory of its own, made by
 * fuzz_setup and removed when the process exits normally (a crash leaves it
 * for the post-mortem):
 *
 *   <tmp>/root/scripts/<rules>   symlinks to the project's rulesets: halo and
 *                                doomtrooper (scripts/), mini and lines (the
 *                                kernel tests' fixtures)
 *   <tmp>/root/cards/<rules>/    real directories: a symlink per card file,
 *                                'decks' a symlink to the project's decks
 *   <tmp>/work/                  symlinks tests, docs, cards, scripts to the
 *                                project (fuzz_repl reads relative paths here),
 *                                and out/, where every file a harness or a
 *                                command writes goes
 *
 * The project is found from $CARDVM_FUZZ_ROOT, else two directories above
 * the harness binary (build/fuzz/fuzz_x), else CARDVM_FUZZ_SRCDIR compiled
 * in. Nothing is written outside <tmp>. An invariant the harness checks and
 * the kernel breaks ends the process through fuzz_fail (abort), so libFuzzer
 * saves the input as a crash. */
#ifndef CARDVM_FUZZ_COMMON_H
#define CARDVM_FUZZ_COMMON_H

#include <stddef.h>
#include <stdint.h>

#include "cardvm.h"

/* libFuzzer's entry points, defined by each harness. */
int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
const char *__ubsan_default_options(void);

/* The rulesets a harness may start (their scripts are under the temp root). */
#define FUZZ_NRULES 4
extern const char *const fuzz_rulesets[FUZZ_NRULES];

/* Makes the temporary directory described above and sends stdout to
 * /dev/null (the working directory stays: libFuzzer's paths are relative to
 * it). 'name' names the directory (cardvm-fuzz-NAME-).
 * Any failure ends the process: the harness cannot run without it. */
void fuzz_setup(const char *name);

/* The project's source tree, the temporary directory, the temp root
 * (cv_config.root) and the work directory, as absolute paths. */
const char *fuzz_project(void);
const char *fuzz_tmp(void);
const char *fuzz_root(void);
const char *fuzz_work(void);

/* Starts an execution: empties <tmp>/work/out and removes the card files a
 * harness wrote into the temp root's card directories, so that no input
 * sees what an earlier one left. */
void fuzz_begin(void);

/* Ends an execution: frees the card pools no game holds (cv_release_cache),
 * so that the next input loads them afresh and a crash replays alone. */
void fuzz_end(void);

/* Writes 'n' bytes to 'path' (replacing it). Ends the process on failure. */
void fuzz_write(const char *path, const void *data, size_t n);

/* snprintf into 'buf' of 'len' bytes of "<work>/out/<name>". Returns buf. */
char *fuzz_out(char *buf, size_t len, const char *name);

/* With $FUZZ_VERBOSE set, prints "fuzz: ..." to stderr (what an input did:
 * why a game did not start, the answers taken); else nothing. */
void fuzz_note(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Prints "fuzz: invariant broken: ..." to stderr and aborts. */
void fuzz_fail(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));

/* A first line "<mark> key=value ..." (mark "#@" in decks and REPL input,
 * "--@" in Lua files) chooses what the harness starts: rules=NAME (one of
 * fuzz_rulesets), seed=N, seats=N (1..4, decks), option=K=V (repeatable,
 * up to 4), interactive=0|1. Unknown keys are ignored. The defaults come in *h. */
typedef struct fuzz_header {
    const char *rules;
    uint64_t seed;
    int seats;
    char options[4][64];
    int noptions;
    int interactive; /* interactive=1: the REPL as at a terminal (fuzz_repl) */
} fuzz_header;
void fuzz_header_read(const uint8_t *data, size_t size, const char *mark, fuzz_header *h);

/* Answers up to 'n' decisions of 'g' with the random policy of `auto`
 * (state in *policy), checking the kernel's contract at each: a decision
 * not over has options, an answer in range is taken or fails as a script
 * error (CV_ESCRIPT), and a failed step leaves the hash as it was. Stops
 * after a few script errors. Returns the answers taken. */
size_t fuzz_play(cv_game *g, size_t n, uint64_t *policy);

/* Reads everything a host can read of 'g' (the board for every viewer, the
 * JSON, the log as each player saw it, the line of play, the titles, the
 * warnings), checking that what must not be NULL is not. */
void fuzz_inspect(cv_game *g);

/* Dumps 'g' as a position file (cv_aux_dump_file into out/), which must
 * open again (cv_aux_open) at the same hash; then, if 'describe' is set,
 * the dump without its "--@record" lines, which must open too (its
 * description: building a game from one costs more than all the rest). */
void fuzz_check_dump(cv_game *g, int describe);

/* A number drawn from the input's bytes (FNV-1a), for choices that must
 * replay with the input. */
uint32_t fuzz_digest(const uint8_t *data, size_t size);

/* Explains (cv_aux_explain) cards 1..n of 'g' by id, and shows the card
 * 'name' (cv_aux_show) when not NULL; failures are allowed, crashes not. */
void fuzz_explain(cv_game *g, int n, const char *name);

/* The path of ruleset 'rules's default deck for 'seat' (0-based, cycling
 * through its two decks) under the temp root, in 'buf'. Returns buf. */
char *fuzz_default_deck(char *buf, size_t len, const char *rules, int seat);

/* Goes back to the start of the line of play and forward again to where 'g'
 * stood; the hash must come back the same (the game is deterministic). */
void fuzz_check_replay(cv_game *g);

#endif
