/* support: the helpers several unit tests share (tests/support.c, linked
 * into every tests/test_* binary). Starting a game on a ruleset under
 * tests/fixtures, answering its decisions by label, reading it through
 * queries, running a step that may hang in a child with a deadline, and
 * files in a temporary directory. Each helper that can go wrong fails the
 * running test through cmocka's fail_msg (a test, or a setup or teardown
 * run by cmocka) instead of returning an error. What a test checks stays in
 * its own file; a helper only one file needs stays there too. */
#ifndef CARDVM_TESTS_SUPPORT_H
#define CARDVM_TESTS_SUPPORT_H

#include <stddef.h>
#include <stdint.h>

#include "cardvm.h"

/* The root of the test fixtures: scripts/mini and cards/mini live here. */
#define FIXTURES_ROOT "tests/fixtures"

/* What find_option returns when no option matches. */
#define NO_OPTION ((size_t)-1)

/* ---- games ----------------------------------------------------------------- */

/* Starts a game of ruleset 'rules' under 'root' with 'seed', the deck files
 * 'decks' (NULL, 0: the ruleset's own) and the "name=value" options
 * 'options' (NULL, 0: none). The game must start: on failure the test fails
 * with cv_game_new's message. The caller frees the game (cv_game_free). */
cv_game *new_game_with(const char *root, const char *rules, uint64_t seed, const char **decks,
                       int ndecks, const char **options, int noptions);

/* new_game_with on the "mini" ruleset of FIXTURES_ROOT, its own decks and
 * no options. The caller frees the game. */
cv_game *new_game(uint64_t seed);

/* The index of the first option at g's decision whose label contains
 * 'part', or NO_OPTION. Never fails the test. */
size_t find_option(const cv_game *g, const char *part);

/* Answers the first option whose label contains 'part'. The test fails,
 * listing the prompt and the options, when none does, and with the answer's
 * code and message when the answer is refused. */
void answer_with(cv_game *g, const char *part);

/* ---- queries ---------------------------------------------------------------- */

/* Runs query 'code' (cv_game_query), which must succeed (else the test
 * fails with its code and message). Returns its text in a static buffer,
 * cut at 2,047 bytes and overwritten by the next call; the caller frees
 * nothing. */
const char *query(cv_game *g, const char *code);

/* query, read as a decimal number (0 when the text is not one). */
long long query_num(cv_game *g, const char *code);

/* The id of the first card of 'key' in zone 'zone' of seat 'seat'
 * (1-based). The test fails when there is none. */
int card_in(cv_game *g, const char *key, const char *zone, int seat);

/* Card 'id's power as the "mini" ruleset computes it (rules.power). */
long long power(cv_game *g, int id);

/* The game's "gems" pool of the "mini" ruleset. */
long long gems(cv_game *g);

/* Fails the test unless 'err' names "file:line:" (line > 0) or "file"
 * (line <= 0) and contains 'why'. */
void expect_error_at(const char *err, const char *file, int line, const char *why);

/* ---- a step that may hang --------------------------------------------------- */

/* Calls work(arg, report) in a forked child, which fills 'size' bytes at
 * 'report' and exits; copies them back into 'report' (zeroed first). A step
 * a budget fails to stop would hang for ever: when the child has not
 * reported within 30 s it is killed and the test fails with "<what> did not
 * return within 30 s: the budget did not stop it"; a short report fails it
 * too. 'work' must not use cmocka's assertions (it runs in the child). */
void run_in_child(void (*work)(void *arg, void *report), void *arg, void *report, size_t size,
                  const char *what);

/* ---- files ------------------------------------------------------------------ */

/* Creates a fresh directory "/tmp/<name>-XXXXXX" and leaves its path in
 * 'dir' ('len' bytes); the test fails when it cannot. The caller removes it
 * (remove_tree, or rmdir once empty). */
void temp_dir(char *dir, size_t len, const char *name);

/* How long a fixture's directory path may be, its NUL included. */
#define TEMP_DIR_LEN 64

/* For a cmocka setup: allocates a zeroed fixture of 'size' bytes whose first
 * member is 'char dir[TEMP_DIR_LEN]' (any name; size >= TEMP_DIR_LEN) and
 * creates that directory as temp_dir(dir, TEMP_DIR_LEN, name) does. The test
 * fails when either cannot be made (nothing is left behind). The fixture
 * belongs to the caller, who hands it to cmocka as the test's state and
 * names temp_fixture_free as the teardown. */
void *temp_fixture_new(size_t size, const char *name);

/* A cmocka teardown: removes the directory of the fixture in *state (made by
 * temp_fixture_new) and everything under it, and frees the fixture. A NULL
 * state is fine. Returns 0. */
int temp_fixture_free(void **state);

/* Removes 'path' and everything under it, not following links; a missing
 * path is fine. Never fails the test. */
void remove_tree(const char *path);

/* Writes 'text' to 'path', replacing what was there (its directory must
 * exist); the test fails when the file cannot be written. */
void write_file(const char *path, const char *text);

/* write_file at root/rel (its directories must exist). */
void write_in(const char *root, const char *rel, const char *text);

/* Creates the directory root/rel; the test fails when it cannot. */
void make_dir(const char *root, const char *rel);

/* Creates root/scripts/RULES, root/cards/RULES and its decks/ (and
 * root/scripts, root/cards): a ruleset's tree for a test. */
void make_game_dirs(const char *root, const char *rules);

/* The whole text of 'path', NUL-terminated; the caller frees it. The test
 * fails when the file cannot be read. */
char *read_file(const char *path);

#endif
