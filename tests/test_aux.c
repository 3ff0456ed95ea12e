/* test_aux: the auxiliary layer (cvaux.h, vm/aux.c) on the tiny "mini"
 * ruleset under tests/fixtures. A judge names a card by id or by title in
 * any case, a card in play first, and an unknown name is refused with the
 * nearest titles; `why` lists each value from printed to final with every
 * modifier's source; `show` gives a card's printed data and text, in the
 * game or not; the titles are sorted and distinct; a dump is a position
 * followed by "--@record" lines that reopen the same game, written through
 * a temporary file that a failure does not leave behind; and none of it
 * changes the game. */
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

#include "cvaux.h"
#include "support.h"

/* The configuration new_game(1) starts with; dumps are reopened with it. */
static const cv_config mini = {.root = FIXTURES_ROOT,
                               .rules = "mini",
                               .decks = NULL,
                               .ndecks = 0,
                               .options = NULL,
                               .noptions = 0,
                               .seed = 1};

/* The lowest id of a card titled 'title' in the game, or 0. */
static int first_titled(cv_game *g, const char *title)
{
    char code[256];
    snprintf(code, sizeof code,
             "for c = 1, cv.ncards() do if cv.def(c).title == '%s' then return c end end return 0",
             title);
    return (int)query_num(g, code);
}

/* cv_aux_find, which must succeed. */
static int find(cv_game *g, const char *name)
{
    char err[1024] = "";
    int id = -1;
    int rc = cv_aux_find(g, name, &id, err, sizeof err);
    if (rc != CV_OK) fail_msg("cv_aux_find '%s': rc %d: %s", name, rc, err);
    return id;
}

/* Does 'text' hold 'a', then 'b', then 'c', in that order? */
static int in_order(const char *text, const char *a, const char *b, const char *c)
{
    const char *p = strstr(text, a);
    const char *q = p ? strstr(p + strlen(a), b) : NULL;
    return q && strstr(q + strlen(b), c);
}

/* What a caller can see of the game: it must not change under aux calls. */
typedef struct snapshot {
    uint64_t hash;
    size_t log, answers, line;
} snapshot;

static snapshot snap(const cv_game *g)
{
    snapshot s = {cv_game_hash(g), cv_game_log_count(g), cv_game_answer_count(g),
                  cv_game_line_length(g)};
    return s;
}

static void assert_unchanged(const cv_game *g, snapshot before, const char *call)
{
    snapshot now = snap(g);
    if (now.hash != before.hash || now.log != before.log || now.answers != before.answers ||
        now.line != before.line)
        fail_msg("%s changed the game", call);
}

static int exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0;
}

/* Seed 1: Ann plays Banner, both pass, and in Bob's main window Ann uses
 * Banner (power +2 until the end of the phase). */
static cv_game *banner_used(void)
{
    cv_game *g = new_game(1);
    answer_with(g, "play Banner");
    answer_with(g, "pass");
    answer_with(g, "pass"); /* Bob */
    answer_with(g, "use Banner");
    return g;
}

/* ---- finding a card ------------------------------------------------------- */

static void test_aux_find_by_id(void **state)
{
    (void)state;
    cv_game *g = new_game(1);
    assert_int_equal(find(g, "3"), 3);
    assert_int_equal(find(g, "1"), 1);
    char last[16];
    int n = (int)query_num(g, "cv.ncards()");
    snprintf(last, sizeof last, "%d", n);
    assert_int_equal(find(g, last), n);
    /* numbers that are no card's id */
    char err[512] = "", past[16];
    int id = -7;
    snprintf(past, sizeof past, "%d", n + 1);
    assert_int_equal(cv_aux_find(g, past, &id, err, sizeof err), CV_EARG);
    assert_int_equal(cv_aux_find(g, "0", &id, err, sizeof err), CV_EARG);
    assert_int_equal(cv_aux_find(g, "-2", &id, err, sizeof err), CV_EARG);
    assert_int_equal(id, -7);
    cv_game_free(g);
}

/* One way to name a card: an id, "Title [id]", the title in any case, a
 * unique part of it; copies of a title are one card when exactly one of
 * them is in play, and are refused, listed with their zones, otherwise. */
static void test_aux_find_by_title_in_any_case(void **state)
{
    (void)state;
    cv_game *g = new_game(1);
    answer_with(g, "play Banner");
    int played = card_in(g, "banner", "table", 1);
    assert_int_equal(find(g, "Banner"), played);
    assert_int_equal(find(g, "banner"), played);
    assert_int_equal(find(g, "BANNER"), played);
    assert_int_equal(find(g, "anne"), played); /* a part of the title */
    char name[64];
    snprintf(name, sizeof name, "%d", played);
    assert_int_equal(find(g, name), played);
    snprintf(name, sizeof name, "Banner [%d]", played);
    assert_int_equal(find(g, name), played);
    cv_game_free(g);
}

static void test_aux_find_prefers_a_card_in_play(void **state)
{
    (void)state;
    cv_game *g = new_game(1);
    answer_with(g, "play Banner");
    int played = card_in(g, "banner", "table", 1);
    /* another Banner comes first by id, so only preferring play finds this one */
    int first = first_titled(g, "Banner");
    assert_int_not_equal(first, 0);
    assert_int_not_equal(first, played);
    assert_int_equal(find(g, "Banner"), played);
    /* with none in play, copies of a title are refused, each with its zone */
    char err[1024] = "";
    int id = -7;
    assert_int_equal(cv_aux_find(g, "Shield", &id, err, sizeof err), CV_EARG);
    assert_int_equal(id, -7);
    if (!strstr(err, "'Shield' names 4 cards: Shield [") || !strstr(err, "(Ann's deck)") ||
        !strstr(err, "name one by its id"))
        fail_msg("unexpected message: %s", err);
    /* and so is a part that is in two titles */
    assert_int_equal(cv_aux_find(g, "e", &id, err, sizeof err), CV_EARG);
    cv_game_free(g);
}

static void test_aux_find_unknown_names_the_nearest(void **state)
{
    (void)state;
    cv_game *g = new_game(1);
    char err[512] = "";
    int id = -7;
    assert_int_equal(cv_aux_find(g, "Sprak", &id, err, sizeof err), CV_EARG);
    assert_int_equal(id, -7);
    if (!strstr(err, "'Sprak'") || !strstr(err, "(nearest: 'Spark'"))
        fail_msg("unexpected message: %s", err);
    /* in the pool but not in this game: the nearest are the game's titles */
    err[0] = '\0';
    assert_int_equal(cv_aux_find(g, "Furnace", &id, err, sizeof err), CV_EARG);
    assert_non_null(strstr(err, "(nearest: '"));
    assert_null(strstr(err, "nearest: 'Furnace'"));
    /* a number that is no card's id still gets the nearest titles */
    err[0] = '\0';
    assert_int_equal(cv_aux_find(g, "999", &id, err, sizeof err), CV_EARG);
    assert_non_null(strstr(err, "(nearest: '"));
    cv_game_free(g);
}

/* "2.5" is no card's id: like any other unknown name, the message should
 * list the nearest titles rather than "none". */
static void test_aux_find_fractional_number_names_the_nearest(void **state)
{
    (void)state;
    cv_game *g = new_game(1);
    char err[512] = "";
    int id = -7;
    assert_int_equal(cv_aux_find(g, "2.5", &id, err, sizeof err), CV_EARG);
    assert_int_equal(id, -7);
    if (!strstr(err, "(nearest: '")) fail_msg("no nearest titles in: %s", err);
    cv_game_free(g);
}

/* ---- why: explaining a card's values --------------------------------------- */

static void test_aux_explain_lists_values_from_printed_to_final(void **state)
{
    (void)state;
    cv_game *g = banner_used();
    int banner = card_in(g, "banner", "table", 1);
    char err[512] = "";
    char *why = cv_aux_explain(g, "Banner", err, sizeof err);
    if (!why) fail_msg("cv_aux_explain: %s", err);
    char name[32];
    snprintf(name, sizeof name, "Banner [%d]", banner);
    /* the card, its owner, its zone and activity */
    assert_non_null(strstr(why, name));
    assert_non_null(strstr(why, "owner Ann"));
    assert_non_null(strstr(why, "table"));
    assert_non_null(strstr(why, "active"));
    assert_null(strstr(why, "inactive"));
    /* power: printed 1, +2 from its own ability for the phase, final 3 */
    if (!in_order(why, "power: printed 1", "+2 from Banner", "= 3"))
        fail_msg("explained:\n%s", why);
    assert_non_null(strstr(why, "until the end of the phase"));
    /* every printed value is there, the ones nothing changes too */
    assert_true(in_order(why, "cost: printed 2", "= 2", "power"));
    free(why);

    /* a card in hand: Banner's static ability gives it +1 */
    int spark = card_in(g, "spark", "hand", 1);
    char id[16];
    snprintf(id, sizeof id, "%d", spark);
    why = cv_aux_explain(g, id, err, sizeof err);
    if (!why) fail_msg("cv_aux_explain: %s", err);
    assert_non_null(strstr(why, "hand"));
    assert_non_null(strstr(why, "inactive"));
    if (!in_order(why, "power: printed 1", name, "= 2")) fail_msg("explained:\n%s", why);
    assert_non_null(strstr(why, "+1 from Banner"));
    assert_non_null(strstr(why, "while it is in play"));
    free(why);
    cv_game_free(g);
}

/* The final value `why` shows is the one the game uses, and it follows the
 * game: once the phase ends, the +2 is gone. */
static void test_aux_explain_follows_the_game(void **state)
{
    (void)state;
    cv_game *g = banner_used();
    int banner = card_in(g, "banner", "table", 1);
    char code[64], err[512] = "";
    snprintf(code, sizeof code, "rules.power(%d)", banner);
    assert_int_equal(query_num(g, code), 3);
    answer_with(g, "pass"); /* Bob */
    answer_with(g, "pass"); /* Ann: the phase ends */
    assert_int_equal(query_num(g, code), 1);
    char *why = cv_aux_explain(g, "Banner", err, sizeof err);
    if (!why) fail_msg("cv_aux_explain: %s", err);
    if (!in_order(why, "power: printed 1", "= 1", "")) fail_msg("explained:\n%s", why);
    assert_null(strstr(why, "+2"));
    free(why);
    cv_game_free(g);
}

static void test_aux_explain_unknown_card_is_refused(void **state)
{
    (void)state;
    cv_game *g = new_game(1);
    char err[512] = "";
    assert_null(cv_aux_explain(g, "Baner", err, sizeof err));
    if (!strstr(err, "(nearest: 'Banner'")) fail_msg("unexpected message: %s", err);
    cv_game_free(g);
}

/* ---- show: a card's printed data ------------------------------------------- */

static void test_aux_show_by_key_and_by_title(void **state)
{
    (void)state;
    cv_game *g = new_game(1);
    char err[512] = "";
    /* by title, in any case: the card in the game */
    char *text = cv_aux_show(g, "spark", err, sizeof err);
    if (!text) fail_msg("cv_aux_show: %s", err);
    assert_int_equal(strncmp(text, "Spark\n", 6), 0);
    assert_non_null(strstr(text, "cost 1, power 1"));
    free(text);
    /* by key: the reprint titled Echo, not the Echo of the decks */
    text = cv_aux_show(g, "echo_reprint", err, sizeof err);
    if (!text) fail_msg("cv_aux_show: %s", err);
    assert_int_equal(strncmp(text, "Echo\n", 5), 0);
    assert_non_null(strstr(text, "power 2"));
    free(text);
    text = cv_aux_show(g, "Echo", err, sizeof err);
    if (!text) fail_msg("cv_aux_show: %s", err);
    assert_non_null(strstr(text, "power 0"));
    free(text);
    /* a card of the pool that is not in this game, by key and by title */
    text = cv_aux_show(g, "furnace", err, sizeof err);
    if (!text) fail_msg("cv_aux_show: %s", err);
    assert_int_equal(strncmp(text, "Furnace\n", 8), 0);
    assert_non_null(strstr(text, "endurance 3"));
    free(text);
    text = cv_aux_show(g, "FURNACE", err, sizeof err);
    if (!text) fail_msg("cv_aux_show: %s", err);
    assert_int_equal(strncmp(text, "Furnace\n", 8), 0);
    free(text);
    /* by id */
    text = cv_aux_show(g, "1", err, sizeof err);
    if (!text) fail_msg("cv_aux_show: %s", err);
    char title[64];
    snprintf(title, sizeof title, "%s\n", query(g, "cv.def(1).title"));
    assert_int_equal(strncmp(text, title, strlen(title)), 0);
    free(text);
    cv_game_free(g);
}

/* The mini cards have no 'text' field: a card of the Halo ruleset shows
 * its game text. */
static void test_aux_show_gives_the_game_text(void **state)
{
    (void)state;
    cv_config halo = {.root = ".", .rules = "halo", .seed = 1};
    char err[1024] = "";
    cv_game *g = cv_game_new(&halo, err, sizeof err);
    if (!g) fail_msg("cv_game_new halo: %s", err);
    int id = (int)query_num(g, "for c = 1, cv.ncards() do local t = cv.def(c).text"
                               " if type(t) == 'string' and #t > 20 then return c end end"
                               " return 0");
    assert_int_not_equal(id, 0);
    char code[64], key[128], title[256], text[1024];
    snprintf(code, sizeof code, "cv.blueprint(%d)", id);
    snprintf(key, sizeof key, "%s", query(g, code));
    snprintf(code, sizeof code, "cv.def(%d).title", id);
    snprintf(title, sizeof title, "%s", query(g, code));
    snprintf(code, sizeof code, "cv.def(%d).text", id);
    snprintf(text, sizeof text, "%s", query(g, code));
    const char *names[] = {key, title};
    for (size_t i = 0; i < 2; i++) {
        char *shown = cv_aux_show(g, names[i], err, sizeof err);
        if (!shown) fail_msg("cv_aux_show '%s': %s", names[i], err);
        if (!strstr(shown, title) || !strstr(shown, text))
            fail_msg("show '%s' lacks the title or the text:\n%s", names[i], shown);
        free(shown);
    }
    cv_game_free(g);
}

static void test_aux_show_unknown_names_the_nearest(void **state)
{
    (void)state;
    cv_game *g = new_game(1);
    char err[512] = "";
    assert_null(cv_aux_show(g, "Sprak", err, sizeof err));
    if (!strstr(err, "'Sprak'") || !strstr(err, "(nearest: 'Spark'"))
        fail_msg("unexpected message: %s", err);
    /* a card file refused while loading is not a card */
    err[0] = '\0';
    assert_null(cv_aux_show(g, "Bad Load", err, sizeof err));
    assert_non_null(strstr(err, "nearest: '"));
    cv_game_free(g);
}

/* ---- titles ---------------------------------------------------------------- */

static void test_aux_titles_sorted_and_distinct(void **state)
{
    (void)state;
    cv_game *g = new_game(1);
    size_t n = cv_aux_title_count(g);
    assert_true(n >= 2);
    int echo = 0, furnace = 0, bad_load = 0;
    for (size_t i = 0; i < n; i++) {
        const char *t = cv_aux_title(g, i);
        assert_non_null(t);
        if (i > 0 && strcmp(cv_aux_title(g, i - 1), t) >= 0)
            fail_msg("titles out of order or repeated: '%s' then '%s'", cv_aux_title(g, i - 1), t);
        echo += !strcmp(t, "Echo");
        furnace += !strcmp(t, "Furnace");
        bad_load += !strcmp(t, "Bad Load");
    }
    assert_int_equal(echo, 1);     /* two card files, one title */
    assert_int_equal(furnace, 1);  /* the pool's, not only the game's */
    assert_int_equal(bad_load, 0); /* refused while loading */
    assert_null(cv_aux_title(g, n));
    /* another game of the ruleset has the same titles */
    cv_game *h = new_game(1);
    assert_int_equal(cv_aux_title_count(h), n);
    for (size_t i = 0; i < n; i++)
        assert_string_equal(cv_aux_title(h, i), cv_aux_title(g, i));
    cv_game_free(h);
    cv_game_free(g);
}

/* ---- dumps ----------------------------------------------------------------- */

static void test_aux_dump_is_a_position_and_a_record(void **state)
{
    (void)state;
    cv_game *g = banner_used();
    char err[512] = "";
    char *dump = cv_aux_dump(g, err, sizeof err);
    if (!dump) fail_msg("cv_aux_dump: %s", err);
    assert_non_null(strstr(dump, "return {"));
    assert_non_null(strstr(dump, "rules = \"mini\""));
    assert_non_null(strstr(dump, "Banner"));
    assert_non_null(strstr(dump, "\n--@record rules mini\n"));
    assert_non_null(strstr(dump, "\n--@record seed 1\n"));
    /* one answer line per answer standing, in order, with its label */
    size_t answers = 0;
    for (const char *p = dump; (p = strstr(p, "\n--@record answer ")); p++)
        answers++;
    assert_int_equal(answers, cv_game_answer_count(g));
    assert_true(in_order(dump, "--@record answer", "# play Banner", "# use Banner"));
    /* the description comes first, the record lines after it */
    assert_true(strstr(dump, "return {") < strstr(dump, "--@record rules"));
    free(dump);
    cv_game_free(g);
}

static void test_aux_dump_file_reopens_the_same_game(void **state)
{
    (void)state;
    cv_game *g = banner_used();
    char dir[64], path[128], tmp[160], err[512] = "";
    temp_dir(dir, sizeof dir, "test_aux");
    snprintf(path, sizeof path, "%s/game.lua", dir);
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    assert_int_equal(cv_aux_dump_file(g, path, err, sizeof err), CV_OK);
    assert_false(exists(tmp));
    char *text = read_file(path), *dump = cv_aux_dump(g, err, sizeof err);
    assert_non_null(text);
    assert_non_null(dump);
    assert_string_equal(text, dump);
    free(text);
    free(dump);

    char rules[32];
    assert_non_null(cv_aux_position_rules(path, rules, sizeof rules, err, sizeof err));
    assert_string_equal(rules, "mini");

    cv_game *h = cv_aux_open(&mini, path, err, sizeof err);
    if (!h) fail_msg("cv_aux_open: %s", err);
    assert_true(cv_game_hash(h) == cv_game_hash(g));
    assert_int_equal(cv_game_answer_count(h), cv_game_answer_count(g));
    assert_int_equal(cv_game_log_count(h), cv_game_log_count(g));
    for (size_t i = 0; i < cv_game_log_count(g); i++)
        assert_string_equal(cv_game_log_text(h, i), cv_game_log_text(g, i));
    assert_string_equal(cv_game_decision_prompt(h), cv_game_decision_prompt(g));
    /* and both go on alike */
    answer_with(g, "pass");
    answer_with(h, "pass");
    assert_true(cv_game_hash(h) == cv_game_hash(g));
    cv_game_free(h);

    /* writing over an existing dump replaces it */
    assert_int_equal(cv_aux_dump_file(g, path, err, sizeof err), CV_OK);
    h = cv_aux_open(&mini, path, err, sizeof err);
    if (!h) fail_msg("cv_aux_open: %s", err);
    assert_true(cv_game_hash(h) == cv_game_hash(g));
    cv_game_free(h);

    remove(path);
    rmdir(dir);
    cv_game_free(g);
}

/* A dump opens from its description alone once its "--@record" lines are
 * deleted (the dump's own header says so), even when it holds a card whose
 * title two card files share (Echo: echo.lua and echo_reprint.lua). */
static void test_aux_dump_without_record_opens_from_the_description(void **state)
{
    (void)state;
    cv_game *g = new_game(1);
    answer_with(g, "play Banner");
    answer_with(g, "pass");
    answer_with(g, "pass"); /* Bob */
    char err[1024] = "";
    char *dump = cv_aux_dump(g, err, sizeof err);
    if (!dump) fail_msg("cv_aux_dump: %s", err);
    char dir[64], path[128];
    temp_dir(dir, sizeof dir, "test_aux");
    snprintf(path, sizeof path, "%s/position.lua", dir);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    for (char *line = dump; *line;) {
        char *end = strchr(line, '\n');
        size_t len = end ? (size_t)(end - line) + 1 : strlen(line);
        if (strncmp(line, "--@record", 9)) fwrite(line, 1, len, f);
        line += len;
    }
    fclose(f);
    free(dump);

    cv_game *h = cv_aux_open(&mini, path, err, sizeof err);
    remove(path);
    rmdir(dir);
    if (!h) fail_msg("cv_aux_open of the description: %s", err);
    assert_int_equal(cv_game_answer_count(h), 0);
    static const char *const same[] = {"cv.var(cv.GAME, 'turn')",
                                       "cv.var(cv.GAME, 'player')",
                                       "cv.var(cv.GAME, 'phase')",
                                       "cv.pool(cv.GAME, 'gems')",
                                       "#cv.zone('hand', 1) .. '/' .. #cv.zone('hand', 2)",
                                       "#cv.zone('deck', 1) .. '/' .. #cv.zone('deck', 2)",
                                       "cv.def(cv.zone('table', 1)[1]).title",
                                       NULL};
    for (const char *const *q = same; *q; q++) {
        char was[256];
        snprintf(was, sizeof was, "%s", query(g, *q));
        assert_string_equal(query(h, *q), was);
    }
    cv_game_free(h);
    cv_game_free(g);
}

static void test_aux_dump_file_to_unwritable_path_fails_cleanly(void **state)
{
    (void)state;
    cv_game *g = new_game(1);
    char dir[64], path[128], tmp[160], err[512];
    temp_dir(dir, sizeof dir, "test_aux");

    /* a directory that does not exist */
    snprintf(path, sizeof path, "%s/no_such_dir/game.lua", dir);
    err[0] = '\0';
    assert_int_equal(cv_aux_dump_file(g, path, err, sizeof err), CV_EFILE);
    assert_non_null(strstr(err, path));
    assert_false(exists(path));

    /* a path that is a directory: the temporary file is written, the rename
     * fails, and the temporary file must not be left behind */
    snprintf(path, sizeof path, "%s/taken", dir);
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    assert_int_equal(mkdir(path, 0700), 0);
    err[0] = '\0';
    assert_int_equal(cv_aux_dump_file(g, path, err, sizeof err), CV_EFILE);
    assert_non_null(strstr(err, path));
    assert_false(exists(tmp));
    struct stat st;
    assert_int_equal(stat(path, &st), 0);
    assert_true(S_ISDIR(st.st_mode));

    rmdir(path);
    assert_int_equal(rmdir(dir), 0); /* nothing else was left in it */
    cv_game_free(g);
}

static void test_aux_position_rules_of_a_missing_file(void **state)
{
    (void)state;
    char buf[32], err[512] = "";
    assert_null(cv_aux_position_rules("tests/fixtures/no_such_position.lua", buf, sizeof buf, err,
                                      sizeof err));
    assert_non_null(strstr(err, "no_such_position.lua"));
    assert_non_null(cv_aux_position_rules("tests/fixtures/mini_positions/by_key.lua", buf,
                                          sizeof buf, err, sizeof err));
    assert_string_equal(buf, "mini");
}

/* ---- none of it changes the game ------------------------------------------- */

/* Every call, at a decision in the middle of Echo's effect (the game is
 * suspended inside a card's ability), leaves the game as it was and able to
 * resume. */
static void test_aux_calls_do_not_change_the_game(void **state)
{
    (void)state;
    cv_game *g = new_game(1);
    answer_with(g, "play Banner");
    answer_with(g, "play Echo");
    assert_string_equal(cv_game_decision_prompt(g), "Echo: draw a card or gain a gem?");
    snapshot before = snap(g);
    char err[1024], dir[64], path[128];
    int id;

    assert_int_equal(cv_aux_find(g, "Echo", &id, err, sizeof err), CV_OK);
    assert_unchanged(g, before, "cv_aux_find");
    assert_int_equal(cv_aux_find(g, "Ecko!", &id, err, sizeof err), CV_EARG);
    assert_unchanged(g, before, "a failed cv_aux_find");

    static const char *const names[] = {"Echo", "Banner", "Spark", "1", "Nobody", NULL};
    for (const char *const *n = names; *n; n++) {
        free(cv_aux_explain(g, *n, err, sizeof err));
        assert_unchanged(g, before, "cv_aux_explain");
        free(cv_aux_show(g, *n, err, sizeof err));
        assert_unchanged(g, before, "cv_aux_show");
    }
    free(cv_aux_show(g, "furnace", err, sizeof err));
    assert_unchanged(g, before, "cv_aux_show of a card not in the game");

    for (size_t i = 0; i < cv_aux_title_count(g); i++)
        assert_non_null(cv_aux_title(g, i));
    assert_unchanged(g, before, "cv_aux_title");

    char *dump = cv_aux_dump(g, err, sizeof err);
    assert_non_null(dump);
    free(dump);
    assert_unchanged(g, before, "cv_aux_dump");

    temp_dir(dir, sizeof dir, "test_aux");
    snprintf(path, sizeof path, "%s/game.lua", dir);
    assert_int_equal(cv_aux_dump_file(g, path, err, sizeof err), CV_OK);
    assert_unchanged(g, before, "cv_aux_dump_file");
    cv_game *h = cv_aux_open(&mini, path, err, sizeof err);
    if (!h) fail_msg("cv_aux_open: %s", err);
    assert_true(cv_game_hash(h) == before.hash);
    assert_unchanged(g, before, "cv_aux_open");
    remove(path);
    snprintf(path, sizeof path, "%s/no_such_dir/game.lua", dir);
    assert_int_equal(cv_aux_dump_file(g, path, err, sizeof err), CV_EFILE);
    assert_unchanged(g, before, "a failed cv_aux_dump_file");
    rmdir(dir);

    /* the game and the reopened one resume Echo's effect alike */
    answer_with(g, "gain a gem");
    answer_with(h, "gain a gem");
    assert_true(cv_game_hash(h) == cv_game_hash(g));
    assert_string_equal(query(g, "cv.pool(cv.GAME, 'gems')"), "1");
    cv_game_free(h);
    cv_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_aux_find_by_id),
        cmocka_unit_test(test_aux_find_by_title_in_any_case),
        cmocka_unit_test(test_aux_find_prefers_a_card_in_play),
        cmocka_unit_test(test_aux_find_unknown_names_the_nearest),
        cmocka_unit_test(test_aux_find_fractional_number_names_the_nearest),
        cmocka_unit_test(test_aux_explain_lists_values_from_printed_to_final),
        cmocka_unit_test(test_aux_explain_follows_the_game),
        cmocka_unit_test(test_aux_explain_unknown_card_is_refused),
        cmocka_unit_test(test_aux_show_by_key_and_by_title),
        cmocka_unit_test(test_aux_show_gives_the_game_text),
        cmocka_unit_test(test_aux_show_unknown_names_the_nearest),
        cmocka_unit_test(test_aux_titles_sorted_and_distinct),
        cmocka_unit_test(test_aux_dump_is_a_position_and_a_record),
        cmocka_unit_test(test_aux_dump_file_reopens_the_same_game),
        cmocka_unit_test(test_aux_dump_without_record_opens_from_the_description),
        cmocka_unit_test(test_aux_dump_file_to_unwritable_path_fails_cleanly),
        cmocka_unit_test(test_aux_position_rules_of_a_missing_file),
        cmocka_unit_test(test_aux_calls_do_not_change_the_game),
    };
    int failed = cmocka_run_group_tests_name("aux", tests, NULL, NULL);
    cv_release_cache();
    return failed;
}
