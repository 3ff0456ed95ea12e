/* test_pool: the ruleset and card pool (vm/pool.c), loaded once per process
 * and shared by the games of that ruleset. Each test builds its own root in a
 * temporary directory: a tiny ruleset "pooltest" (scripts/pooltest/rules.lua)
 * with two good cards (Spark, Ember), two decks, and whatever card files the
 * test writes. Checked: a card file that raises, loops forever (even through
 * pcall), builds a table nested 250,000 deep, is a literal table nested
 * 250,000 deep, has a syntax error, returns a table (or an ability) whose
 * metatable's __index raises, exhausts the memory cap, or returns no table is
 * refused with a warning naming cards/pooltest/<file>.lua (and the line, where
 * Lua gives one); the process goes on, a game starts and lists the warnings,
 * the good cards are in the pool, and what a refused card built is not kept
 * (it would eat the memory cap the pool's games share). Two games share one
 * pool (cv_pool_open returns the cached one): a card file edited on disk is
 * not seen by the next game until cv_game_reload re-reads it, and a reload
 * whose ruleset does not load leaves the game as it was.
 * Options outside the declared ones are refused naming what is allowed, and a
 * ruleset (or a file it includes) that does not load fails cv_game_new with
 * its file and line. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cardvm.h"
#include "cvaux.h"
#include "pool.h"
#include "support.h"

#define DEEP 250000 /* tables nested in the deep card files */

static const char rules_text[] =
    "-- pooltest: the smallest game test_pool needs: cards are played from hand\n"
    "-- in a main window; three declared options.\n"
    "local R = {\n"
    "  timing_words = { \"main\" },\n"
    "  decks = { \"decks/a.deck\", \"decks/b.deck\" },\n"
    "  options = {\n"
    "    goal = { default = \"5\", values = { \"3\", \"5\", \"10\" } },\n"
    "    pace = { default = \"slow\", values = { \"slow\", \"fast\" } },\n"
    "    motto = { default = \"none\" },\n"
    "  },\n"
    "}\n"
    "R.lib = { power = function(c) return cv.value(c, \"power\") end }\n"
    "function R.zones(seat)\n"
    "  cv.zone_add(\"hand\", seat, \"hidden\")\n"
    "  cv.zone_add(\"table\", seat, \"inplay\")\n"
    "end\n"
    "function R.setup(decks)\n"
    "  for seat, d in ipairs(decks) do\n"
    "    R.zones(seat)\n"
    "    for _, e in ipairs(d.cards) do\n"
    "      for _ = 1, e.count do cv.card_new(e.key, seat, \"hand\", seat) end\n"
    "    end\n"
    "  end\n"
    "end\n"
    "R.phases = { { name = \"main\", run = function() cv.window(\"main\") end } }\n"
    "function R.actions(word, seat)\n"
    "  local out = {}\n"
    "  if seat ~= cv.var(cv.GAME, \"player\") then return out end\n"
    "  for _, c in ipairs(cv.zone(\"hand\", seat)) do\n"
    "    out[#out + 1] = { label = \"play \" .. cv.def(c).title,\n"
    "      run = function() cv.move(c, \"table\", seat) end }\n"
    "  end\n"
    "  return out\n"
    "end\n"
    "return R\n";

static const char spark_text[] = "return { title = \"Spark\", power = 1 }\n";

static const char ember_text[] =
    "return {\n"
    "  title = \"Ember\", power = 2,\n"
    "  abilities = {\n"
    "    { word = \"main\", text = \"Warm up.\", run = function(self) end },\n"
    "  },\n"
    "}\n";

typedef struct fixture {
    char root[TEMP_DIR_LEN]; /* the test's temporary directory: the ruleset's root */
} fixture;

static int setup(void **state)
{
    fixture *f = temp_fixture_new(sizeof *f, "cvpool");
    make_game_dirs(f->root, "pooltest");
    write_in(f->root, "scripts/pooltest/rules.lua", rules_text);
    write_in(f->root, "cards/pooltest/spark.lua", spark_text);
    write_in(f->root, "cards/pooltest/ember.lua", ember_text);
    write_in(f->root, "cards/pooltest/decks/a.deck", "name: Ann\n2 spark\n1 ember\n");
    write_in(f->root, "cards/pooltest/decks/b.deck", "name: Bob\n2 ember\n");
    *state = f;
    return 0;
}

static cv_game *start_with(const fixture *f, const char **options, int noptions, char *err,
                           size_t errlen)
{
    cv_config cfg = {
        .root = f->root, .rules = "pooltest", .options = options, .noptions = noptions, .seed = 1};
    err[0] = '\0';
    return cv_game_new(&cfg, err, errlen);
}

/* A game of the fixture's ruleset, which must start. */
static cv_game *start(const fixture *f)
{
    return new_game_with(f->root, "pooltest", 1, NULL, 0, NULL, 0);
}

static int has_title(const cv_game *g, const char *title)
{
    for (size_t i = 0; i < cv_aux_title_count(g); i++)
        if (!strcmp(cv_aux_title(g, i), title)) return 1;
    return 0;
}

/* The warning naming card file 'file' of the fixture's ruleset (it must
 * start with "cards/pooltest/<file>"), or NULL. */
static const char *warning_for(const cv_game *g, const char *file)
{
    char name[256];
    snprintf(name, sizeof name, "cards/pooltest/%s", file);
    for (size_t i = 0; i < cv_game_warning_count(g); i++)
        if (!strncmp(cv_game_warning(g, i), name, strlen(name))) return cv_game_warning(g, i);
    return NULL;
}

/* A started game must list a warning for 'file' holding "file:line:" (when
 * line > 0) and 'why'; the good cards must be in its pool and no card titled
 * 'title' must be; and the game must go on (an answer is taken). */
static void expect_refused(const cv_game *g, const char *file, int line, const char *why,
                           const char *title)
{
    const char *w = warning_for(g, file);
    if (!w) {
        char all[4096] = "";
        for (size_t i = 0; i < cv_game_warning_count(g); i++) {
            size_t l = strlen(all);
            snprintf(all + l, sizeof all - l, "\n  %s", cv_game_warning(g, i));
        }
        fail_msg("no warning names cards/pooltest/%s; the warnings:%s", file, all);
    }
    if (line > 0) {
        char at[300];
        snprintf(at, sizeof at, "cards/pooltest/%s:%d:", file, line);
        if (!strstr(w, at)) fail_msg("warning '%s' does not name %s", w, at);
    }
    if (!strstr(w, why)) fail_msg("warning '%s' does not say '%s'", w, why);
    assert_true(has_title(g, "Spark"));
    assert_true(has_title(g, "Ember"));
    assert_false(has_title(g, title));
    assert_null(cv_game_warning(g, cv_game_warning_count(g)));
}

/* Writes card file 'file' with 'text' (NULL: it is written), starts a game
 * and expects the file refused as expect_refused says; the game then takes
 * an answer. */
static void check_refused(const fixture *f, const char *file, const char *text, int line,
                          const char *why, const char *title)
{
    char rel[256];
    snprintf(rel, sizeof rel, "cards/pooltest/%s", file);
    if (text) write_in(f->root, rel, text);
    cv_game *g = start(f);
    expect_refused(g, file, line, why, title);
    char err[512] = "";
    assert_true(cv_game_option_count(g) >= 2);
    assert_int_equal(cv_game_answer(g, 1, err, sizeof err), CV_OK);
    cv_game_free(g);
}

/* Writes root/rel as "return { title = TITLE, deep = {{{...}}} }" with DEEP
 * literal braces. */
static void write_deep_literal(const char *root, const char *rel, const char *title)
{
    size_t n = strlen(title) + 2 * DEEP + 64;
    char *s = malloc(n);
    assert_non_null(s);
    int at = snprintf(s, n, "return { title = \"%s\", deep = ", title);
    memset(s + at, '{', DEEP);
    memset(s + at + DEEP, '}', DEEP);
    snprintf(s + at + 2 * DEEP, n - (size_t)at - 2 * DEEP, " }\n");
    write_in(root, rel, s);
    free(s);
}

/* ---- card files refused ------------------------------------------------------- */

static void test_pool_good_cards_load_without_warnings(void **state)
{
    fixture *f = *state;
    cv_game *g = start(f);
    assert_int_equal(cv_game_warning_count(g), 0);
    assert_int_equal(cv_aux_title_count(g), 2);
    assert_string_equal(cv_aux_title(g, 0), "Ember");
    assert_string_equal(cv_aux_title(g, 1), "Spark");
    assert_null(cv_aux_title(g, 2));
    assert_string_equal(query(g, "return cv.ncards()"), "5");
    cv_game_free(g);
}

static void test_pool_card_that_raises_is_refused(void **state)
{
    check_refused(*state, "raises.lua",
                  "-- raises while it loads\n"
                  "local card = { title = \"Raiser\" }\n"
                  "error(\"raiser: refused on purpose\")\n"
                  "return card\n",
                  3, "raiser: refused on purpose", "Raiser");
}

static void test_pool_card_that_raises_a_table_is_refused(void **state)
{
    check_refused(*state, "raises_table.lua",
                  "local card = { title = \"Table Raiser\" }\n"
                  "error({ code = 7 })\n"
                  "return card\n",
                  2, "not a message", "Table Raiser");
}

/* The kernel checks every ability's fields before the ruleset sees the card:
 * a misspelled field, a field of the wrong type and an ability with nothing
 * to do are refused, naming the card, the ability and what was expected. */
static void test_pool_card_with_a_misspelled_ability_field_is_refused(void **state)
{
    check_refused(*state, "txt.lua",
                  "return { title = \"Speller\", abilities = {\n"
                  "  { word = \"main\", txt = \"oops\", run = function() end } } }\n",
                  0, "ability 1: unknown field 'txt'", "Speller");
}

static void test_pool_card_with_a_run_that_is_not_a_function_is_refused(void **state)
{
    check_refused(*state, "run5.lua",
                  "return { title = \"Five\", abilities = {\n"
                  "  { word = \"main\", run = 5 } } }\n",
                  0, "'run' must be a function (got number 5)", "Five");
}

static void test_pool_card_with_an_ability_that_does_nothing_is_refused(void **state)
{
    check_refused(*state, "norun.lua",
                  "return { title = \"Idle\", abilities = { { word = \"main\" } } }\n",
                  0, "ability 1 has no 'run'", "Idle");
}

/* A card file is loaded once for every game of the pool: a function that
 * assigns to a variable of the file would carry state from game to game, out
 * of undo's and the hash's reach. Refused at load, naming the variable. */
static void test_pool_card_that_keeps_state_in_its_file_is_refused(void **state)
{
    check_refused(*state, "counter.lua",
                  "local uses = 0\n"
                  "return { title = \"Counter\", abilities = {\n"
                  "  { word = \"main\", run = function() uses = uses + 1 end } } }\n",
                  0, "the function at line 3 assigns to 'uses', a variable of the file", "Counter");
}

static void test_pool_card_that_loops_is_stopped_by_the_budget(void **state)
{
    check_refused(*state, "loops.lua",
                  "local card = { title = \"Looper\" }\n"
                  "while true do end\n"
                  "return card\n",
                  2, "instruction budget", "Looper");
}

static void test_pool_card_that_loops_through_pcall_is_stopped(void **state)
{
    check_refused(*state, "loops_pcall.lua",
                  "local card = { title = \"Stubborn\" }\n"
                  "while true do pcall(function() while true do end end) end\n"
                  "return card\n",
                  2, "instruction budget", "Stubborn");
}

static void test_pool_card_nested_deep_at_run_time_is_refused(void **state)
{
    check_refused(*state, "deep_run.lua",
                  "local t = {}\n"
                  "for i = 1, 250000 do t = { t } end\n"
                  "return { title = \"Deep\", deep = t }\n",
                  0, "nest tables more than", "Deep");
}

static void test_pool_card_nested_deep_as_a_literal_is_refused(void **state)
{
    fixture *f = *state;
    write_deep_literal(f->root, "cards/pooltest/deep_text.lua", "Deep Text");
    /* the parser refuses it with a message of no place ("C stack
     * overflow"): the warning must still name the file */
    check_refused(f, "deep_text.lua", NULL, 0, "", "Deep Text");
}

static void test_pool_card_with_a_syntax_error_is_refused(void **state)
{
    check_refused(*state, "syntax.lua",
                  "return {\n"
                  "  title = \"Broken\",\n"
                  "  power = = 2,\n"
                  "}\n",
                  3, "unexpected symbol", "Broken");
}

static void test_pool_card_whose_index_raises_is_refused(void **state)
{
    check_refused(*state, "trap.lua",
                  "return setmetatable({ title = \"Trap\" },\n"
                  "  { __index = function(t, k) error(\"trap: no field \" .. k) end })\n",
                  2, "trap: no field", "Trap");
}

static void test_pool_card_whose_index_loops_is_refused(void **state)
{
    check_refused(*state, "trap_loop.lua",
                  "return setmetatable({ title = \"Slow Trap\" },\n"
                  "  { __index = function(t, k) while true do end end })\n",
                  2, "instruction budget", "Slow Trap");
}

static void test_pool_ability_whose_index_raises_is_refused(void **state)
{
    check_refused(*state, "trap_ability.lua",
                  "return { title = \"Ability Trap\", abilities = {\n"
                  "  setmetatable({ text = \"x\", run = function() end },\n"
                  "    { __index = function(t, k) error(\"ability trap: \" .. k) end }),\n"
                  "} }\n",
                  3, "ability trap: word", "Ability Trap");
}

static void test_pool_ability_list_whose_index_raises_is_refused(void **state)
{
    check_refused(*state, "trap_list.lua",
                  "return { title = \"List Trap\", abilities =\n"
                  "  setmetatable({}, { __index = function(t, k) error(\"list trap\") end }) }\n",
                  2, "list trap", "List Trap");
}

static void test_pool_card_that_returns_no_table_is_refused(void **state)
{
    fixture *f = *state;
    write_in(f->root, "cards/pooltest/nothing.lua", "local x = { title = \"Nothing\" }\n");
    write_in(f->root, "cards/pooltest/string.lua", "return \"String\"\n");
    check_refused(f, "number.lua", "return 42\n", 0, "must return a table", "42");
    /* check_refused started the game: the pool holds the other two too */
    cv_game *g = start(f);
    assert_int_equal(cv_game_warning_count(g), 3);
    expect_refused(g, "nothing.lua", 0, "must return a table", "Nothing");
    expect_refused(g, "string.lua", 0, "must return a table", "String");
    cv_game_free(g);
}

static void test_pool_card_with_an_unknown_timing_word_is_refused(void **state)
{
    check_refused(*state, "misspelt.lua",
                  "return { title = \"Misspelt\", abilities = {\n"
                  "  { word = \"mian\", run = function() end } } }\n",
                  0, "unknown timing word 'mian' (nearest: 'main'", "Misspelt");
}

/* A refused card leaves nothing behind: whatever it built is garbage once it
 * is refused, so it cannot eat into the memory cap the pool's games share. */
static void test_pool_refused_card_keeps_no_memory(void **state)
{
    fixture *f = *state;
    char err[512] = "";
    cv_pool *before = cv_pool_open(f->root, "pooltest", 0, err, sizeof err);
    if (!before) fail_msg("cv_pool_open: %s", err);
    write_in(f->root, "cards/pooltest/deep_run.lua",
             "local t = {}\n"
             "for i = 1, 250000 do t = { t } end\n"
             "return { title = \"Deep\", deep = t }\n");
    cv_pool *after = cv_pool_open(f->root, "pooltest", 1, err, sizeof err);
    if (!after) fail_msg("cv_pool_open: %s", err);
    size_t nwarnings = after->nwarnings;
    int refused = cv_pool_refused(after, "deep_run"), known = cv_pool_known(after, "deep_run");
    size_t grown = after->sb.mem > before->sb.mem ? after->sb.mem - before->sb.mem : 0;
    cv_pool_close(before);
    cv_pool_close(after);
    assert_int_equal(nwarnings, 1);
    assert_true(refused);
    assert_false(known);
    if (grown > ((size_t)1 << 20))
        fail_msg("the pool holds %zu more bytes after refusing deep_run.lua", grown);
}

static void test_pool_card_that_exhausts_memory_is_refused(void **state)
{
    check_refused(*state, "hungry.lua",
                  "local card = { title = \"Hungry\" }\n"
                  "local s = \"x\" for i = 1, 30 do s = s .. s end\n"
                  "return card\n",
                  0, "memory", "Hungry");
}

static void test_pool_every_refused_card_listed_at_once(void **state)
{
    fixture *f = *state;
    static const struct {
        const char *file, *text;
    } bad[] = {
        {"a_raises.lua", "error(\"no\")\n"},
        {"b_loops.lua", "while true do end\n"},
        {"c_deep.lua", "local t = {} for i = 1, 250000 do t = { t } end\n"
                       "return { title = \"Deep\", deep = t }\n"},
        {"e_syntax.lua", "return {\n"},
        {"f_trap.lua", "return setmetatable({ title = \"Trap\" },\n"
                       "  { __index = function() error(\"trap\") end })\n"},
        {"g_ability.lua", "return { title = \"AT\", abilities = { setmetatable({},\n"
                          "  { __index = function() error(\"trap\") end }) } }\n"},
        {"h_string.lua", "return \"a card\"\n"},
    };
    size_t nbad = sizeof bad / sizeof bad[0];
    for (size_t i = 0; i < nbad; i++) {
        char rel[256];
        snprintf(rel, sizeof rel, "cards/pooltest/%s", bad[i].file);
        write_in(f->root, rel, bad[i].text);
    }
    write_deep_literal(f->root, "cards/pooltest/d_deep_text.lua", "Deep Text");

    cv_game *g = start(f);
    assert_int_equal(cv_game_warning_count(g), nbad + 1);
    assert_int_equal(cv_aux_title_count(g), 2);
    assert_string_equal(cv_aux_title(g, 0), "Ember");
    assert_string_equal(cv_aux_title(g, 1), "Spark");
    for (size_t i = 0; i < nbad; i++)
        if (!warning_for(g, bad[i].file)) fail_msg("no warning names %s", bad[i].file);
    if (!warning_for(g, "d_deep_text.lua")) fail_msg("no warning names d_deep_text.lua");
    cv_game_free(g);
}

/* ---- one pool per ruleset, shared ------------------------------------------------ */

/* "title power" of the first card of 'key' in the game. */
static const char *card_of(cv_game *g, const char *key)
{
    char code[256];
    snprintf(code, sizeof code,
             "for c = 1, cv.ncards() do if cv.blueprint(c) == '%s' then"
             " return cv.def(c).title .. ' ' .. rules.power(c) end end return 'none'",
             key);
    return query(g, code);
}

static void test_pool_games_share_one_pool(void **state)
{
    fixture *f = *state;
    char err[512] = "";
    cv_pool *a = cv_pool_open(f->root, "pooltest", 0, err, sizeof err);
    if (!a) fail_msg("cv_pool_open: %s", err);
    cv_pool *b = cv_pool_open(f->root, "pooltest", 0, err, sizeof err);
    assert_ptr_equal(a, b);
    cv_game *g = start(f);
    assert_int_equal(cv_pool_known(a, "spark"), 1);
    assert_int_equal(cv_pool_known(a, "dragon"), 0);
    /* a fresh pool replaces the cached one for later games; the first stays
     * alive while it is held */
    cv_pool *c = cv_pool_open(f->root, "pooltest", 1, err, sizeof err);
    assert_non_null(c);
    assert_ptr_not_equal(a, c);
    cv_pool *d = cv_pool_open(f->root, "pooltest", 0, err, sizeof err);
    assert_ptr_equal(c, d);
    assert_string_equal(card_of(g, "spark"), "Spark 1");
    cv_pool_close(a);
    cv_pool_close(b);
    cv_pool_close(c);
    cv_pool_close(d);
    assert_string_equal(card_of(g, "spark"), "Spark 1");
    cv_game_free(g);
}

static void test_pool_edit_on_disk_seen_only_after_reload(void **state)
{
    fixture *f = *state;
    cv_game *g1 = start(f);
    assert_string_equal(card_of(g1, "spark"), "Spark 1");
    write_in(f->root, "cards/pooltest/spark.lua", "return { title = \"Sparkle\", power = 7 }\n");

    /* the second game takes the pool loaded for the first */
    cv_game *g2 = start(f);
    assert_string_equal(card_of(g2, "spark"), "Spark 1");
    assert_true(has_title(g2, "Spark"));
    assert_false(has_title(g2, "Sparkle"));

    size_t played = 99;
    char err[1024] = "";
    int rc = cv_game_reload(g2, &played, err, sizeof err);
    if (rc != CV_OK) fail_msg("cv_game_reload: rc %d: %s", rc, err);
    assert_int_equal(played, 0);
    assert_string_equal(card_of(g2, "spark"), "Sparkle 7");
    assert_true(has_title(g2, "Sparkle"));
    assert_false(has_title(g2, "Spark"));

    /* the first game keeps the pool it started with; a new one gets the new */
    assert_string_equal(card_of(g1, "spark"), "Spark 1");
    cv_game *g3 = start(f);
    assert_string_equal(card_of(g3, "spark"), "Sparkle 7");
    cv_game_free(g1);
    cv_game_free(g2);
    cv_game_free(g3);
}

static void test_pool_reload_of_a_broken_ruleset_keeps_the_game(void **state)
{
    fixture *f = *state;
    cv_game *g = start(f);
    char err[1024] = "";
    assert_int_equal(cv_game_answer(g, 1, err, sizeof err), CV_OK);
    uint64_t before = cv_game_hash(g);
    write_in(f->root, "scripts/pooltest/rules.lua", "local R = {}\nR.x = nil + 1\nreturn R\n");
    size_t played = 99;
    assert_int_equal(cv_game_reload(g, &played, err, sizeof err), CV_EFILE);
    assert_non_null(strstr(err, "scripts/pooltest/rules.lua:2:"));
    assert_true(cv_game_hash(g) == before);
    assert_int_equal(cv_game_answer_count(g), 1);
    assert_string_equal(card_of(g, "spark"), "Spark 1");
    cv_game_free(g);
}

/* ---- options ----------------------------------------------------------------------- */

static void test_pool_options_defaults_and_choices(void **state)
{
    fixture *f = *state;
    const char *given[] = {"pace=fast", "motto=carpe diem"};
    char err[512];
    cv_game *g = start_with(f, given, 2, err, sizeof err);
    if (!g) fail_msg("cv_game_new: %s", err);
    assert_string_equal(query(g, "return cv.options.goal"), "5");
    assert_string_equal(query(g, "return cv.options.pace"), "fast");
    assert_string_equal(query(g, "return cv.options.motto"), "carpe diem");
    cv_game_free(g);
}

static void test_pool_unknown_option_lists_the_options(void **state)
{
    fixture *f = *state;
    const char *given[] = {"colour=red"};
    char err[512];
    assert_null(start_with(f, given, 1, err, sizeof err));
    assert_non_null(strstr(err, "unknown option 'colour'"));
    assert_non_null(strstr(err, "goal, loop, loop_limit, motto, pace"));

    /* the same through the pool */
    cv_pool *p = cv_pool_open(f->root, "pooltest", 0, err, sizeof err);
    assert_non_null(p);
    char **names = NULL, **values = NULL;
    size_t n = 0;
    err[0] = '\0';
    assert_int_equal(cv_pool_options(p, given, 1, &names, &values, &n, err, sizeof err), CV_EARG);
    assert_non_null(strstr(err, "unknown option 'colour'"));
    assert_null(names);
    cv_pool_close(p);
}

static void test_pool_value_not_declared_lists_the_values(void **state)
{
    fixture *f = *state;
    const char *given[] = {"goal=7"};
    char err[512];
    assert_null(start_with(f, given, 1, err, sizeof err));
    assert_non_null(strstr(err, "option 'goal'"));
    assert_non_null(strstr(err, "'7'"));
    assert_non_null(strstr(err, "(3, 5, 10)"));

    const char *no_value[] = {"pace"};
    assert_null(start_with(f, no_value, 1, err, sizeof err));
    assert_non_null(strstr(err, "option 'pace'"));
    assert_non_null(strstr(err, "name=value"));
}

static void test_pool_options_resolved_sorted_with_defaults(void **state)
{
    fixture *f = *state;
    char err[512] = "";
    cv_pool *p = cv_pool_open(f->root, "pooltest", 0, err, sizeof err);
    if (!p) fail_msg("cv_pool_open: %s", err);
    const char *given[] = {"goal=10", "goal=3"};
    char **names = NULL, **values = NULL;
    size_t n = 0;
    assert_int_equal(cv_pool_options(p, given, 2, &names, &values, &n, err, sizeof err), CV_OK);
    assert_int_equal(n, 5); /* the ruleset's three and the kernel's two */
    assert_string_equal(names[0], "goal");
    assert_string_equal(values[0], "3"); /* the last given wins */
    assert_string_equal(names[1], "loop");
    assert_string_equal(values[1], "draw");
    assert_string_equal(names[2], "loop_limit");
    assert_string_equal(values[2], "5000");
    assert_string_equal(names[3], "motto");
    assert_string_equal(values[3], "none");
    assert_string_equal(names[4], "pace");
    assert_string_equal(values[4], "slow");
    for (size_t i = 0; i < n; i++) {
        free(names[i]);
        free(values[i]);
    }
    free(names);
    free(values);
    cv_pool_close(p);
}

/* ---- a ruleset that does not load ----------------------------------------------------- */

static void test_pool_ruleset_that_raises_fails_the_game(void **state)
{
    fixture *f = *state;
    write_in(f->root, "scripts/pooltest/rules.lua",
             "local R = {}\n"
             "\n"
             "error(\"the ruleset is broken\")\n"
             "return R\n");
    char err[1024];
    assert_null(start_with(f, NULL, 0, err, sizeof err));
    assert_non_null(strstr(err, "scripts/pooltest/rules.lua:3:"));
    assert_non_null(strstr(err, "the ruleset is broken"));

    /* nothing broken is kept: the fixed ruleset loads */
    write_in(f->root, "scripts/pooltest/rules.lua", rules_text);
    cv_game *g = start(f);
    assert_int_equal(cv_aux_title_count(g), 2);
    cv_game_free(g);
}

static void test_pool_ruleset_with_a_syntax_error_fails_the_game(void **state)
{
    fixture *f = *state;
    write_in(f->root, "scripts/pooltest/rules.lua", "local R = {\n  timing_words = { \"main\" \n");
    char err[1024];
    assert_null(start_with(f, NULL, 0, err, sizeof err));
    assert_non_null(strstr(err, "scripts/pooltest/rules.lua:"));
    assert_non_null(strstr(err, "expected"));

    write_in(f->root, "scripts/pooltest/rules.lua", "return 'not a table'\n");
    assert_null(start_with(f, NULL, 0, err, sizeof err));
    assert_non_null(strstr(err, "scripts/pooltest/rules.lua: the ruleset must return a table"));

    write_in(f->root, "scripts/pooltest/rules.lua", "while true do end\n");
    assert_null(start_with(f, NULL, 0, err, sizeof err));
    assert_non_null(strstr(err, "scripts/pooltest/rules.lua:1:"));
    assert_non_null(strstr(err, "instruction budget"));
}

static void test_pool_ruleset_nested_deep_as_a_literal_names_its_file(void **state)
{
    fixture *f = *state;
    write_deep_literal(f->root, "scripts/pooltest/rules.lua", "Deep Rules");
    char err[1024];
    assert_null(start_with(f, NULL, 0, err, sizeof err));
    if (!strstr(err, "scripts/pooltest/rules.lua"))
        fail_msg("err does not name rules.lua: %s", err);
}

static void test_pool_included_file_that_raises_names_its_line(void **state)
{
    fixture *f = *state;
    write_in(f->root, "scripts/pooltest/helpers.lua", "local H = {}\nH.x = nil .. 'x'\nreturn H\n");
    write_in(f->root, "scripts/pooltest/rules.lua", "local H = include(\"helpers\")\nreturn {}\n");
    char err[1024];
    assert_null(start_with(f, NULL, 0, err, sizeof err));
    assert_non_null(strstr(err, "scripts/pooltest/helpers.lua:2:"));

    write_in(f->root, "scripts/pooltest/rules.lua", "local H = include(\"../x\")\nreturn {}\n");
    assert_null(start_with(f, NULL, 0, err, sizeof err));
    assert_non_null(strstr(err, "scripts/pooltest/rules.lua:1:"));
    assert_non_null(strstr(err, "not a plain file name"));
}

int main(void)
{
#define T(name) cmocka_unit_test_setup_teardown(name, setup, temp_fixture_free)
    const struct CMUnitTest tests[] = {
        T(test_pool_good_cards_load_without_warnings),
        T(test_pool_card_that_raises_is_refused),
        T(test_pool_card_that_raises_a_table_is_refused),
        T(test_pool_card_with_a_misspelled_ability_field_is_refused),
        T(test_pool_card_with_a_run_that_is_not_a_function_is_refused),
        T(test_pool_card_with_an_ability_that_does_nothing_is_refused),
        T(test_pool_card_that_keeps_state_in_its_file_is_refused),
        T(test_pool_card_that_loops_is_stopped_by_the_budget),
        T(test_pool_card_that_loops_through_pcall_is_stopped),
        T(test_pool_card_nested_deep_at_run_time_is_refused),
        T(test_pool_card_nested_deep_as_a_literal_is_refused),
        T(test_pool_card_with_a_syntax_error_is_refused),
        T(test_pool_card_whose_index_raises_is_refused),
        T(test_pool_card_whose_index_loops_is_refused),
        T(test_pool_ability_whose_index_raises_is_refused),
        T(test_pool_ability_list_whose_index_raises_is_refused),
        T(test_pool_card_that_returns_no_table_is_refused),
        T(test_pool_card_with_an_unknown_timing_word_is_refused),
        T(test_pool_refused_card_keeps_no_memory),
        T(test_pool_card_that_exhausts_memory_is_refused),
        T(test_pool_every_refused_card_listed_at_once),
        T(test_pool_games_share_one_pool),
        T(test_pool_edit_on_disk_seen_only_after_reload),
        T(test_pool_reload_of_a_broken_ruleset_keeps_the_game),
        T(test_pool_options_defaults_and_choices),
        T(test_pool_unknown_option_lists_the_options),
        T(test_pool_value_not_declared_lists_the_values),
        T(test_pool_options_resolved_sorted_with_defaults),
        T(test_pool_ruleset_that_raises_fails_the_game),
        T(test_pool_ruleset_with_a_syntax_error_fails_the_game),
        T(test_pool_ruleset_nested_deep_as_a_literal_names_its_file),
        T(test_pool_included_file_that_raises_names_its_line),
    };
#undef T
    int failed = cmocka_run_group_tests_name("pool", tests, NULL, NULL);
    cv_release_cache();
    return failed;
}
