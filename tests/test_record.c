/* test_record: game records (vm/record.c, the "records" part of cardvm.h),
 * on the "mini" ruleset of tests/fixtures and on "lines" of
 * tests/fixtures/records, whose first option's label holds a newline. Each
 * test works in a fresh temporary directory.
 *
 * A record saved and loaded in the same process gives the same game: hash,
 * answers, labels, log, options and seed; a save that cannot write leaves
 * the previous record whole; each answer is written on one line whatever
 * its label holds, and a label with a newline still replays; a record whose
 * answer label no longer matches loads the game up to that answer, with the
 * record's line and both labels in the message and the rest of the answers
 * left for redo; a malformed line ("answer x", "seed -1", an unknown word)
 * is refused with the file and line; a deck or position named by a path
 * that does not exist is found beside the record; a dumped position's
 * "--@record" lines are read (and a mismatch there names the dump's line);
 * an empty, missing or unreadable record is refused naming the file. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cardvm.h"
#include "cvaux.h"
#include "support.h"

#define ROOT FIXTURES_ROOT
#define LINES_ROOT "tests/fixtures/records"

/* ---- a temporary directory per test ------------------------------------------ */

typedef struct tmp {
    char dir[TEMP_DIR_LEN];
    char path[256]; /* the last path made by in() */
} tmp;

/* A cmocka setup: the test's fresh directory (temp_fixture_free removes it). */
static int make_tmp(void **state)
{
    *state = temp_fixture_new(sizeof(tmp), "cardvm-test-record");
    return 0;
}

/* The path of 'name' in the test's directory (valid until the next call). */
static const char *in(tmp *t, const char *name)
{
    snprintf(t->path, sizeof t->path, "%s/%s", t->dir, name);
    return t->path;
}

static int count_lines_starting(const char *text, const char *prefix)
{
    int n = 0;
    size_t len = strlen(prefix);
    for (const char *p = text; p && *p; p = strchr(p, '\n'), p = p ? p + 1 : NULL)
        n += strncmp(p, prefix, len) == 0;
    return n;
}

/* ---- games ------------------------------------------------------------------- */

/* Seed 1 of mini, goal 3: two turns, seven answers (see test_history.c).
 * Answer 4 is "play Echo [24] (cost 0)". */
static cv_game *play_mini_in(const char *root)
{
    static const char *goal[] = {"goal=3"};
    static const char *const line[] = {"play Spark", "use Spark", "pass", "play Echo",
                                       "gain a gem", "pass",      "pass"};
    cv_game *g = new_game_with(root, "mini", 1, NULL, 0, goal, 1);
    for (size_t k = 0; k < sizeof line / sizeof line[0]; k++)
        answer_with(g, line[k]);
    return g;
}

static cv_game *play_mini(void)
{
    return play_mini_in(ROOT);
}

/* Two games stand at the same point of the same line. */
static void expect_same_game(const cv_game *a, const cv_game *b)
{
    assert_true(cv_game_hash(a) == cv_game_hash(b));
    assert_int_equal(cv_game_answer_count(a), cv_game_answer_count(b));
    assert_int_equal(cv_game_log_count(a), cv_game_log_count(b));
    for (size_t k = 0; k < cv_game_answer_count(a); k++) {
        assert_int_equal(cv_game_answer_at(a, k), cv_game_answer_at(b, k));
        assert_string_equal(cv_game_answer_label(a, k), cv_game_answer_label(b, k));
    }
}

static cv_game *load_ok(const char *root, const char *path)
{
    char err[1024] = "";
    cv_game *partial = NULL;
    cv_game *g = cv_record_load(root, path, &partial, err, sizeof err);
    if (!g) fail_msg("cv_record_load %s: %s", path, err);
    assert_null(partial);
    return g;
}

/* Loading 'text' as a record fails with a message that starts 'want'. */
static void expect_refused(tmp *t, const char *text, const char *want_at, const char *want)
{
    const char *path = in(t, "bad.rec");
    write_file(path, text);
    char err[512] = "", where[300];
    cv_game *partial = (cv_game *)err; /* anything: a refused record sets it to NULL */
    assert_null(cv_record_load(ROOT, path, &partial, err, sizeof err));
    assert_null(partial);
    snprintf(where, sizeof where, "%s%s", path, want_at);
    if (strncmp(err, where, strlen(where)) || !strstr(err, want))
        fail_msg("record '%s': expected '%s...%s', got '%s'", text, where, want, err);
}

/* ---- saving and loading -------------------------------------------------------- */

static void test_record_save_then_load_same_game(void **state)
{
    tmp *t = *state;
    cv_game *g = play_mini();
    const char *path = in(t, "game.rec");
    char err[512] = "";
    assert_int_equal(cv_record_save(g, path, err, sizeof err), CV_OK);
    char tmpname[300];
    snprintf(tmpname, sizeof tmpname, "%s.tmp", path);
    assert_int_not_equal(access(tmpname, F_OK), 0); /* renamed over, not left behind */

    char *text = read_file(path);
    assert_int_equal(count_lines_starting(text, "rules mini\n"), 1);
    assert_int_equal(count_lines_starting(text, "seed 1\n"), 1);
    assert_int_equal(count_lines_starting(text, "option goal=3\n"), 1);
    assert_int_equal(count_lines_starting(text, "answer "), 7);
    /* who answered, the state hash after it, the label */
    uint64_t h4;
    assert_true(cv_game_answer_hash(g, 3, &h4));
    char line4[128];
    snprintf(line4, sizeof line4, "answer 4 seat %d hash %016llx  # play Echo [24] (cost 0)\n",
             cv_game_answer_seat(g, 3) + 1, (unsigned long long)h4);
    assert_int_equal(count_lines_starting(text, line4), 1);
    /* the kernel and a fingerprint of every file the game was built from */
    assert_int_equal(count_lines_starting(text, "kernel " CV_VERSION "\n"), 1);
    assert_int_equal(count_lines_starting(text, "file "), 7); /* rules, 4 cards, 2 decks */
    free(text);

    cv_game *h = load_ok(ROOT, path);
    expect_same_game(g, h);
    assert_int_equal(cv_game_line_length(h), 7);
    const cv_config *c = cv_game_config(h);
    assert_int_equal(c->seed, 1);
    assert_string_equal(c->rules, "mini");
    assert_int_equal(c->noptions, 1);
    assert_string_equal(c->options[0], "goal=3");
    /* and the loaded game goes on like the first */
    answer_with(g, "pass");
    answer_with(h, "pass");
    assert_true(cv_game_hash(g) == cv_game_hash(h));
    cv_game_free(h);
    cv_game_free(g);
}

/* A record is written through a temporary file: when that cannot be
 * written, the record already there is left as it was. */
static void test_record_failed_save_keeps_the_old_record(void **state)
{
    tmp *t = *state;
    cv_game *g = play_mini();
    char path[300];
    snprintf(path, sizeof path, "%s", in(t, "game.rec"));
    assert_int_equal(cv_record_save(g, path, NULL, 0), CV_OK);
    char *before = read_file(path);
    assert_int_equal(mkdir(in(t, "game.rec.tmp"), 0700), 0); /* in the way */
    answer_with(g, "pass");
    char err[512] = "";
    assert_int_equal(cv_record_save(g, path, err, sizeof err), CV_EFILE);
    assert_non_null(strstr(err, "game.rec"));
    char *after = read_file(path);
    assert_string_equal(after, before);
    free(after);
    free(before);
    err[0] = '\0';
    assert_int_equal(cv_record_save(g, in(t, "no/such/dir/game.rec"), err, sizeof err), CV_EFILE);
    assert_non_null(strstr(err, "no/such/dir/game.rec"));
    cv_game_free(g);
}

/* ---- labels on one line ------------------------------------------------------- */

/* cv_record_write_answer's text for answer k. */
static char *answer_line(const cv_game *g, size_t k)
{
    char *text = NULL;
    size_t len = 0;
    FILE *m = open_memstream(&text, &len);
    assert_non_null(m);
    cv_record_write_answer(g, k, m);
    fclose(m);
    return text;
}

static void test_record_answer_written_on_one_line(void **state)
{
    (void)state;
    cv_game *g = new_game_with(LINES_ROOT, "lines", 1, NULL, 0, NULL, 0);
    assert_string_equal(cv_game_option_label(g, 0), "sing\na song");
    answer_with(g, "sing");
    answer_with(g, "read");
    char *l = answer_line(g, 0);
    uint64_t h1;
    assert_true(cv_game_answer_hash(g, 0, &h1));
    char want1[128];
    snprintf(want1, sizeof want1, "answer 1 seat 1 hash %016llx  # sing\\na song\n",
             (unsigned long long)h1);
    assert_string_equal(l, want1); /* escaped, on one line */
    free(l);
    /* labels read from elsewhere, with every kind of line break */
    size_t answers[] = {0, 1};
    const char *labels[] = {"one\r\ntwo", "\nthree\n\n"};
    assert_int_equal(cv_game_replay(g, answers, labels, 2, 0, NULL, NULL, 0), CV_OK);
    l = answer_line(g, 0);
    assert_string_equal(l, "answer 1  # one\\r\\ntwo\n");
    free(l);
    l = answer_line(g, 1);
    assert_string_equal(l, "answer 2  # \\nthree\\n\\n\n");
    free(l);
    cv_game_free(g);
}

/* A game whose answers have labels with a newline saves to a record that
 * loads back to the same game: the record escapes the newline and reading
 * it undoes the escape, so the label compares equal to the one offered. */
static void test_record_label_with_a_newline_replays(void **state)
{
    tmp *t = *state;
    cv_game *g = new_game_with(LINES_ROOT, "lines", 1, NULL, 0, NULL, 0);
    answer_with(g, "sing");
    answer_with(g, "read");
    answer_with(g, "sing");
    const char *path = in(t, "lines.rec");
    assert_int_equal(cv_record_save(g, path, NULL, 0), CV_OK);
    char *text = read_file(path);
    assert_int_equal(count_lines_starting(text, "answer "), 3); /* one line each */
    assert_int_equal(count_lines_starting(text, "a song"), 0);
    free(text);
    char err[1024] = "";
    cv_game *partial = NULL;
    cv_game *h = cv_record_load(LINES_ROOT, path, &partial, err, sizeof err);
    cv_game_free(partial);
    if (!h) {
        cv_game_free(g);
        fail_msg("a saved record does not load: %s", err);
    }
    expect_same_game(g, h);
    cv_game_free(h);
    cv_game_free(g);
}

/* ---- records that no longer fit ------------------------------------------------ */

/* The record of play_mini() with answer 4's label changed, as if Echo had
 * been renumbered since: the answer is on the record's line 8. */
static const char *stale_record(tmp *t, cv_game *g)
{
    static char path[300];
    snprintf(path, sizeof path, "%s", in(t, "stale.rec"));
    assert_int_equal(cv_record_save(g, path, NULL, 0), CV_OK);
    char *text = read_file(path);
    char *at = strstr(text, "play Echo [24]");
    assert_non_null(at);
    memcpy(at, "play Echo [99]", 14);
    write_file(path, text);
    free(text);
    return path;
}

static void test_record_stale_label_loads_partially(void **state)
{
    tmp *t = *state;
    cv_game *g = play_mini();
    const char *path = stale_record(t, g);
    char err[1024] = "", want[1024];
    cv_game *partial = NULL;
    assert_null(cv_record_load(ROOT, path, &partial, err, sizeof err));
    assert_non_null(partial);
    char *text = read_file(path);
    int line = 1;
    for (const char *p = text; p < strstr(text, "play Echo [99]"); p++)
        line += *p == '\n';
    free(text);
    snprintf(want, sizeof want,
             "%s:%d: answer 4 was 'play Echo [99] (cost 0)'; the game now offers 'play Echo [24] "
             "(cost 0)'",
             path, line);
    assert_string_equal(err, want);
    /* the game so far: three answers, the rest on the line for redo */
    assert_int_equal(cv_game_answer_count(partial), 3);
    assert_int_equal(cv_game_line_length(partial), 7);
    assert_string_equal(cv_game_answer_label(partial, 3), "play Echo [99] (cost 0)");
    cv_game *three = play_mini();
    assert_int_equal(cv_game_undo(three, 4, NULL, 0), CV_OK);
    assert_true(cv_game_hash(partial) == cv_game_hash(three));
    assert_int_equal(cv_game_redo(partial, 4, NULL, 0), CV_OK);
    expect_same_game(g, partial);
    cv_game_free(three);
    cv_game_free(partial);

    /* without a place for the partial game: the same message, no game */
    err[0] = '\0';
    assert_null(cv_record_load(ROOT, path, NULL, err, sizeof err));
    assert_string_equal(err, want);
    cv_game_free(g);
}

/* ---- malformed records ----------------------------------------------------------- */

static void test_record_malformed_lines_refused(void **state)
{
    tmp *t = *state;
    const char *answer = "expected 'answer N [seat S] [hash HEX]'";
    expect_refused(t, "rules mini\nseed 1\nanswer x\n", ":3: ", answer);
    expect_refused(t, "# a comment\nrules mini\n\nanswer 0\n", ":4: ", answer);
    expect_refused(t, "rules mini\nanswer -1\n", ":2: ", answer);
    expect_refused(t, "rules mini\nanswer 2 please\n", ":2: ", answer);
    expect_refused(t, "rules mini\nanswer 99999999999999999999999\n", ":2: ", answer);
    expect_refused(t, "rules mini\nseed -1\n", ":2: ", "expected 'seed N'");
    expect_refused(t, "rules mini\nseed 12abc\n", ":2: ", "expected 'seed N'");
    expect_refused(t, "rules mini\nseed 1\ncolour red\n", ":3: ",
                   "expected rules, seed, option, deck, position, kernel, file or answer, got 'colour red'");
    expect_refused(t, "rules mini\r\nseed 1\r\nanswers 1\r\n", ":3: ", "got 'answers 1'");
    expect_refused(t, "seed 1\nanswer 1\n", ": ", "no 'rules' line");
}

static void test_record_empty_or_missing_file_refused(void **state)
{
    tmp *t = *state;
    expect_refused(t, "", ": ", "no 'rules' line");
    expect_refused(t, "# only a comment\n\n", ": ", "no 'rules' line");

    char err[512] = "", want[300];
    const char *missing = in(t, "missing.rec");
    assert_null(cv_record_load(ROOT, missing, NULL, err, sizeof err));
    snprintf(want, sizeof want, "%s: cannot read the record", missing);
    if (strncmp(err, want, strlen(want))) fail_msg("unexpected message: %s", err);

    err[0] = '\0';
    assert_null(cv_record_load(ROOT, t->dir, NULL, err, sizeof err)); /* a directory */
    assert_int_equal(strncmp(err, t->dir, strlen(t->dir)), 0);
    assert_non_null(strstr(err, "cannot read the record"));
}

/* ---- files beside the record --------------------------------------------------- */

static void test_record_finds_decks_beside_it(void **state)
{
    tmp *t = *state;
    write_file(in(t, "zed.deck"), "name: Zed\n6 spark\n2 echo\n");
    write_file(in(t, "yan.deck"), "name: Yan\n6 spark\n2 shield\n");
    const char *path = in(t, "sent.rec");
    write_file(path, "rules mini\nseed 1\ndeck /no/such/dir/zed.deck\ndeck elsewhere/yan.deck\n"
                     "deck " ROOT "/cards/mini/decks/a.deck\n");
    cv_game *g = load_ok(ROOT, path);
    assert_int_equal(cv_game_player_count(g), 3);
    assert_string_equal(cv_game_player_name(g, 0), "Zed");
    assert_string_equal(cv_game_player_name(g, 1), "Yan");
    assert_string_equal(cv_game_player_name(g, 2), "Ann"); /* a path that exists stands */
    const cv_config *c = cv_game_config(g);
    assert_int_equal(c->ndecks, 3);
    assert_string_equal(c->decks[0], in(t, "zed.deck"));
    assert_string_equal(c->decks[1], in(t, "yan.deck"));
    assert_string_equal(c->decks[2], ROOT "/cards/mini/decks/a.deck");
    cv_game_free(g);
}

static void test_record_finds_a_position_beside_it(void **state)
{
    tmp *t = *state;
    write_file(in(t, "dispute.lua"), "return {\n"
                                     "  rules = 'mini', turn = 2, player = 2, phase = 'main',\n"
                                     "  players = { { name = 'Ann', hand = { 'spark' } },\n"
                                     "              { name = 'Vic', hand = { 'echo' } } },\n"
                                     "  pools = { gems = 4 },\n"
                                     "}\n");
    const char *path = in(t, "dispute.rec");
    write_file(path, "rules mini\nseed 5\nposition /home/someone/judging/dispute.lua\n"
                     "answer 2  # play Echo [2] (cost 0)\n");
    cv_game *g = load_ok(ROOT, path);
    assert_string_equal(cv_game_config(g)->position, in(t, "dispute.lua"));
    assert_string_equal(cv_game_player_name(g, 1), "Vic");
    assert_int_equal(cv_game_answer_count(g), 1);
    assert_string_equal(cv_game_decision_prompt(g), "Echo: draw a card or gain a gem?");
    cv_game_free(g);
}

/* ---- dumped positions ------------------------------------------------------------ */

static void test_record_reads_a_dumped_position(void **state)
{
    tmp *t = *state;
    cv_game *g = play_mini();
    char path[300], err[1024] = "";
    snprintf(path, sizeof path, "%s", in(t, "dump.lua"));
    assert_int_equal(cv_aux_dump_file(g, path, err, sizeof err), CV_OK);
    char *text = read_file(path);
    assert_int_equal(count_lines_starting(text, "--@record answer "), 7);
    assert_int_equal(count_lines_starting(text, "return {"), 1); /* the position, not read */
    cv_game *h = load_ok(ROOT, path);
    expect_same_game(g, h);

    /* a stale answer names the dump's own line */
    int line = 1;
    char *at = strstr(text, "  # play Echo [24]");
    assert_non_null(at);
    for (const char *p = text; p < at; p++)
        line += *p == '\n';
    memcpy(strstr(at, "[24]"), "[99]", 4);
    write_file(path, text);
    free(text);
    char want[400];
    snprintf(want, sizeof want, "%s:%d: answer 4 was 'play Echo [99] (cost 0)'", path, line);
    assert_null(cv_record_load(ROOT, path, NULL, err, sizeof err));
    if (strncmp(err, want, strlen(want))) fail_msg("expected '%s...', got '%s'", want, err);
    cv_game_free(h);
    cv_game_free(g);
}

/* A copy of the mini ruleset and its cards under the test's directory
 * (root/scripts, root/cards), whose files a test may change; returns root. */
static const char *copy_of_mini(tmp *t)
{
    static char root[300];
    snprintf(root, sizeof root, "%s", in(t, "root"));
    char cmd[800];
    snprintf(cmd, sizeof cmd, "mkdir -p '%s' && cp -r " ROOT "/scripts " ROOT "/cards '%s'", root,
             root);
    if (system(cmd) != 0) fail_msg("cannot copy the mini ruleset: %s", cmd);
    return root;
}

/* Replaces the first 'from' in file root/rel with 'to' (same length). */
static void edit(const char *root, const char *rel, const char *from, const char *to)
{
    char path[600];
    snprintf(path, sizeof path, "%s/%s", root, rel);
    char *text = read_file(path);
    char *at = strstr(text, from);
    if (!at || strlen(from) != strlen(to)) fail_msg("cannot edit %s", path);
    memcpy(at, to, strlen(to));
    write_file(path, text);
    free(text);
}

/* A record replayed after a card changed what it does stops before the
 * first answer whose state differs from the recorded one, naming the answer
 * and the changed card file; --force (CV_RECORD_FORCE) replays it anyway. */
static void test_record_changed_card_stops_at_the_first_divergent_answer(void **state)
{
    tmp *t = *state;
    const char *root = copy_of_mini(t);
    cv_game *g = play_mini_in(root);
    const char *path = in(t, "game.rec");
    assert_int_equal(cv_record_save(g, path, NULL, 0), CV_OK);
    uint64_t played = cv_game_hash(g);
    cv_game_free(g);
    cv_release_cache(); /* the next game reads the card files again */
    edit(root, "cards/mini/echo.lua", "\"gems\", 1)", "\"gems\", 2)"); /* a gem more */

    char err[1024] = "";
    cv_game *partial = NULL;
    assert_null(cv_record_load(root, path, &partial, err, sizeof err));
    assert_non_null(partial);
    if (!strstr(err, "after answer 5 the state differs from the one recorded") ||
        !strstr(err, "changed since the record was saved: cards/mini/echo.lua") ||
        !strstr(err, "--force"))
        fail_msg("unexpected message: %s", err);
    assert_int_equal(cv_game_answer_count(partial), 4); /* stopped before answer 5 */
    assert_int_equal(cv_game_line_length(partial), 7);
    cv_game_free(partial);

    err[0] = '\0';
    cv_game *forced = cv_record_load_with(root, path, CV_RECORD_FORCE, NULL, err, sizeof err);
    if (!forced) fail_msg("--force did not replay: %s", err);
    assert_int_equal(cv_game_answer_count(forced), 7);
    assert_true(cv_game_hash(forced) != played); /* the changed card's game */
    cv_game_free(forced);
}

/* A file changed in a way that changes nothing (a comment) loads, with a
 * warning naming it. */
static void test_record_changed_file_that_changes_nothing_warns(void **state)
{
    tmp *t = *state;
    const char *root = copy_of_mini(t);
    cv_game *g = play_mini_in(root);
    const char *path = in(t, "game.rec");
    assert_int_equal(cv_record_save(g, path, NULL, 0), CV_OK);
    cv_release_cache(); /* g keeps its pool; the next game reads the files again */
    edit(root, "cards/mini/banner.lua", "return {", "return{ ");
    char err[1024] = "";
    cv_game *h = cv_record_load(root, path, NULL, err, sizeof err);
    if (!h) fail_msg("the record did not load: %s", err);
    expect_same_game(g, h);
    int warned = 0;
    for (size_t i = 0; i < cv_game_warning_count(h); i++)
        warned |= strstr(cv_game_warning(h, i), "changed since the record was saved: "
                                                 "cards/mini/banner.lua") != NULL;
    assert_true(warned);
    cv_game_free(h);
    cv_game_free(g);
}

/* Nothing of the configuration a record writes can add a line to it: an
 * option, a deck file's or a position file's name with a line break is
 * refused when the game is created, naming which. */
static void test_record_configuration_with_a_line_break_refused(void **state)
{
    (void)state;
    const char *opt[] = {"goal=3\nanswer 2"};
    const char *deck[] = {"tests/fixtures/cards/mini/decks/a.deck\rseed 9",
                          "tests/fixtures/cards/mini/decks/b.deck"};
    struct {
        cv_config cfg;
        const char *which;
    } cases[] = {
        {{.root = FIXTURES_ROOT, .rules = "mini", .options = opt, .noptions = 1}, "an option"},
        {{.root = FIXTURES_ROOT, .rules = "mini", .decks = deck, .ndecks = 2},
         "a deck file's name"},
        {{.root = FIXTURES_ROOT, .rules = "mini", .position = "x.pos\nseed 2"},
         "the position file's name"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char err[256] = "";
        assert_null(cv_game_new(&cases[i].cfg, err, sizeof err));
        assert_non_null(strstr(err, cases[i].which));
        assert_non_null(strstr(err, "line break"));
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_record_configuration_with_a_line_break_refused),
        cmocka_unit_test_setup_teardown(test_record_changed_card_stops_at_the_first_divergent_answer,
                                        make_tmp, temp_fixture_free),
        cmocka_unit_test_setup_teardown(test_record_changed_file_that_changes_nothing_warns,
                                        make_tmp, temp_fixture_free),
        cmocka_unit_test_setup_teardown(test_record_save_then_load_same_game, make_tmp,
                                        temp_fixture_free),
        cmocka_unit_test_setup_teardown(test_record_failed_save_keeps_the_old_record, make_tmp,
                                        temp_fixture_free),
        cmocka_unit_test_setup_teardown(test_record_answer_written_on_one_line, make_tmp,
                                        temp_fixture_free),
        cmocka_unit_test_setup_teardown(test_record_label_with_a_newline_replays, make_tmp,
                                        temp_fixture_free),
        cmocka_unit_test_setup_teardown(test_record_stale_label_loads_partially, make_tmp,
                                        temp_fixture_free),
        cmocka_unit_test_setup_teardown(test_record_malformed_lines_refused, make_tmp,
                                        temp_fixture_free),
        cmocka_unit_test_setup_teardown(test_record_empty_or_missing_file_refused, make_tmp,
                                        temp_fixture_free),
        cmocka_unit_test_setup_teardown(test_record_finds_decks_beside_it, make_tmp,
                                        temp_fixture_free),
        cmocka_unit_test_setup_teardown(test_record_finds_a_position_beside_it, make_tmp,
                                        temp_fixture_free),
        cmocka_unit_test_setup_teardown(test_record_reads_a_dumped_position, make_tmp,
                                        temp_fixture_free),
    };
    int rc = cmocka_run_group_tests_name("record", tests, NULL, NULL);
    cv_release_cache();
    return rc;
}
