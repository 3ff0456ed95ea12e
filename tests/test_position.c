/* test_position: position files (vm/position.c, docs/positions.md) on the
 * "mini" ruleset under tests/fixtures, written by each test into its own
 * temporary directory. A position starts a game whose state holds the
 * cards, tokens, variables, links, pools, turn, player and phase it names.
 * A file that returns no table, is for another ruleset, lists no players,
 * has a syntax error, or names an unknown field or card is refused naming
 * the file (and line). cv_aux_position_rules reads the ruleset a file names.
 * The writer: a game in progress dumped with cv_aux_dump_file opens again
 * (cv_aux_open) with the same hash, both by replaying the dump's --@record
 * lines and from the description alone; odd strings (quotes, backslashes,
 * newlines, control characters) and keys that are not Lua names survive the
 * round trip. */
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
#include "support.h"

typedef struct fixture {
    char dir[TEMP_DIR_LEN]; /* the test's temporary directory */
    char pos[128];          /* dir/pos.lua: the position a test writes */
} fixture;

/* Copies 'from' to 'to' without its "--@record" lines. */
static void strip_record(const char *from, const char *to)
{
    char *text = read_file(from);
    FILE *f = fopen(to, "w");
    if (!f) fail_msg("cannot write %s", to);
    for (char *line = text, *next; line && *line; line = next) {
        next = strchr(line, '\n');
        if (next) *next++ = '\0';
        if (strncmp(line, "--@record", 9)) fprintf(f, "%s\n", line);
    }
    fclose(f);
    free(text);
}

static int setup(void **state)
{
    fixture *f = temp_fixture_new(sizeof *f, "cvpos");
    snprintf(f->pos, sizeof f->pos, "%s/pos.lua", f->dir);
    *state = f;
    return 0;
}

/* dir/name, in a ring of four static buffers. */
static const char *in_dir(const fixture *f, const char *name)
{
    static char path[4][160];
    static int next;
    char *p = path[next++ % 4];
    snprintf(p, sizeof path[0], "%s/%s", f->dir, name);
    return p;
}

static cv_config config(const char *position)
{
    return (cv_config){.root = FIXTURES_ROOT, .rules = "mini", .seed = 11, .position = position};
}

/* Writes 'text' as the fixture's position and starts a game from it. */
static cv_game *try_position(const fixture *f, const char *text, char *err, size_t errlen)
{
    write_file(f->pos, text);
    cv_config cfg = config(f->pos);
    err[0] = '\0';
    return cv_game_new(&cfg, err, errlen);
}

static cv_game *start_position(const fixture *f, const char *text)
{
    char err[2048];
    cv_game *g = try_position(f, text, err, sizeof err);
    if (!g) fail_msg("cv_game_new: %s", err);
    return g;
}

/* The position must be refused with err holding "<pos>:<line>:" (line > 0)
 * or "<pos>", and 'why'. */
static void expect_refused(const fixture *f, const char *text, int line, const char *why)
{
    char err[2048];
    cv_game *g = try_position(f, text, err, sizeof err);
    if (g) fail_msg("the position was accepted:\n%s", text);
    expect_error_at(err, f->pos, line, why);
}

/* The keys of zone 'zone' of seat (1-based), in order, as "a,b,c". */
static const char *zone_keys(cv_game *g, const char *zone, int seat)
{
    char code[256];
    snprintf(code, sizeof code,
             "local t = {} for _, c in ipairs(cv.zone('%s', %d)) do"
             " t[#t + 1] = cv.blueprint(c) end return table.concat(t, ',')",
             zone, seat);
    return query(g, code);
}

/* Opens 'path' like 'g' was configured; the game must open. */
static cv_game *open_like(const cv_game *g, const char *path)
{
    char err[2048] = "";
    cv_game *h = cv_aux_open(cv_game_config(g), path, err, sizeof err);
    if (!h) fail_msg("cv_aux_open %s: %s", path, err);
    return h;
}

/* ---- reading ------------------------------------------------------------------ */

static const char full_position[] =
    "-- test_position: cards, tokens, vars and links\n"
    "return {\n"
    "  rules = \"mini\",\n"
    "  turn = 2, player = 2, phase = \"main\",\n"
    "  players = {\n"
    "    { name = \"Ann\",\n"
    "      table = { { \"Spark\", ref = \"s1\", charge = 2 },\n"
    "                { \"Shield\", guards = \"s1\", vars = { mood = \"calm\", level = 3 } } },\n"
    "      hand = { \"Banner\" },\n"
    "      pools = { points = 4 }, vars = { rank = \"champ\" } },\n"
    "    { name = \"Bob\", deck = { \"spark\", \"spark\" }, discard = { \"Furnace\" } },\n"
    "  },\n"
    "  pools = { gems = 3 },\n"
    "  vars = { weather = \"rain\" },\n"
    "}\n";

static void test_position_builds_the_state_it_names(void **state)
{
    fixture *f = *state;
    cv_game *g = start_position(f, full_position);
    assert_int_equal(cv_game_player_count(g), 2);
    assert_string_equal(cv_game_player_name(g, 0), "Ann");
    assert_string_equal(cv_game_player_name(g, 1), "Bob");
    assert_int_equal(cv_game_var_num(g, "turn", 0), 2);
    assert_int_equal(cv_game_var_num(g, "player", 0), 2);
    assert_string_equal(cv_game_var_str(g, "phase"), "main");
    assert_false(cv_game_over(g));

    assert_string_equal(zone_keys(g, "table", 1), "spark,shield");
    assert_string_equal(zone_keys(g, "hand", 1), "banner");
    assert_string_equal(zone_keys(g, "deck", 1), "");
    assert_string_equal(zone_keys(g, "deck", 2), "spark,spark");
    assert_string_equal(zone_keys(g, "discard", 2), "furnace");
    assert_string_equal(query(g, "return cv.ncards()"), "6");

    assert_string_equal(query(g, "return cv.pool(cv.zone('table', 1)[1], 'charge')"), "2");
    assert_string_equal(query(g, "local t = cv.zone('table', 1)"
                                 " return cv.link(t[2], 'guards') == t[1]"),
                        "true");
    assert_string_equal(query(g, "return cv.var(cv.zone('table', 1)[2], 'mood')"), "calm");
    assert_string_equal(query(g, "return cv.var(cv.zone('table', 1)[2], 'level')"), "3");
    assert_string_equal(query(g, "return cv.owner(cv.zone('discard', 2)[1])"), "2");
    assert_string_equal(query(g, "return cv.pool(cv.player(1), 'points')"), "4");
    assert_string_equal(query(g, "return cv.var(cv.player(1), 'rank')"), "champ");
    assert_string_equal(query(g, "return cv.pool(cv.GAME, 'gems')"), "3");
    assert_string_equal(cv_game_var_str(g, "weather"), "rain");
    cv_game_free(g);
}

/* A position's refs name its cards for a judge (why, eval, cv.find), and
 * only its own: they are not state (the hash is the same without them). */
static void test_position_refs_name_cards(void **state)
{
    fixture *f = *state;
    cv_game *g = start_position(f, full_position);
    long long spark = query_num(g, "cv.find('Spark')");
    assert_true(spark > 0);
    assert_int_equal(query_num(g, "cv.find('s1')"), spark);
    assert_int_equal(query_num(g, "cv.ref('s1')"), spark);
    assert_string_equal(query(g, "tostring(cv.ref('nobody'))"), "nil");
    char err[512] = "";
    int id = 0;
    assert_int_equal(cv_aux_find(g, "s1", &id, err, sizeof err), CV_OK);
    assert_int_equal(id, spark);
    cv_game_free(g);
}

/* A position sets the ruleset's options it needs (options = {...}); an
 * option the host gives wins; a value the ruleset does not declare is
 * refused naming the position. stop = true is a field like the others. */
static void test_position_sets_options(void **state)
{
    fixture *f = *state;
    static const char text[] = "return { rules = \"mini\", options = { goal = 3 }, stop = true,\n"
                               "  players = { { name = \"Ann\" }, { name = \"Bob\" } } }\n";
    cv_game *g = start_position(f, text);
    assert_string_equal(query(g, "cv.options.goal"), "3");
    cv_game_free(g);

    const char *given[] = {"goal=10"};
    cv_config cfg = config(f->pos);
    cfg.options = given;
    cfg.noptions = 1;
    char err[1024] = "";
    g = cv_game_new(&cfg, err, sizeof err);
    if (!g) fail_msg("cv_game_new: %s", err);
    assert_string_equal(query(g, "cv.options.goal"), "10");
    cv_game_free(g);

    assert_null(try_position(f,
                             "return { rules = \"mini\", options = { goal = 7 },\n"
                             "  players = { { name = \"Ann\" }, { name = \"Bob\" } } }\n",
                             err, sizeof err));
    if (!strstr(err, "option 'goal': '7' is not one of its values") || !strstr(err, f->pos))
        fail_msg("unexpected message: %s", err);
    expect_refused(f,
                   "return { rules = \"mini\", stop = \"yes\",\n"
                   "  players = { { name = \"Ann\" }, { name = \"Bob\" } } }\n",
                   1, "stop: true or false expected");
}

static void test_position_not_a_table_refused(void **state)
{
    fixture *f = *state;
    expect_refused(f, "return 42\n", 0, "must return a table");
    expect_refused(f, "local x = 1\n", 0, "must return a table");
}

static void test_position_for_another_ruleset_refused(void **state)
{
    expect_refused(*state, "return { rules = \"x\", players = { { name = \"Ann\" } } }\n", 0,
                   "the position is for 'x', not 'mini'");
}

static void test_position_without_players_refused(void **state)
{
    fixture *f = *state;
    expect_refused(f, "return { rules = \"mini\" }\n", 0, "'players' must list the players");
    expect_refused(f, "return { rules = \"mini\", players = {} }\n", 0,
                   "'players' must list the players");
    expect_refused(f, "return { rules = \"mini\", players = \"Ann\" }\n", 0,
                   "'players' must list the players");
}

static void test_position_syntax_error_names_the_line(void **state)
{
    expect_refused(*state,
                   "return {\n"
                   "  rules = \"mini\",\n"
                   "  players = = { { name = \"Ann\" } },\n"
                   "}\n",
                   3, "unexpected symbol");
}

static void test_position_error_while_running_names_the_line(void **state)
{
    fixture *f = *state;
    expect_refused(f,
                   "local n = nil\n"
                   "return { rules = \"mini\", players = { { name = n .. \"x\" } } }\n",
                   2, "attempt to concatenate");
    expect_refused(f, "while true do end\n", 1, "instruction budget");
    expect_refused(f, "return { rules = \"mini\", players = { { name = cv.player(1) } } }\n", 1,
                   "cv");
}

static void test_position_unknown_field_names_the_nearest(void **state)
{
    fixture *f = *state;
    expect_refused(f,
                   "return {\n"
                   "  rules = \"mini\",\n"
                   "  players = { { name = \"Ann\" }, { name = \"Bob\" } },\n"
                   "  pool = { gems = 1 },\n"
                   "}\n",
                   4, "unknown field 'pool' (nearest: 'pools'");
    expect_refused(f,
                   "return {\n"
                   "  rules = \"mini\",\n"
                   "  players = {\n"
                   "    { name = \"Ann\", hnd = { \"Spark\" } },\n"
                   "    { name = \"Bob\" } },\n"
                   "}\n",
                   4, "players[1]: unknown field 'hnd' (nearest: 'hand'");
}

/* Links of one name that lead a card back to itself (A guards B, B guards
 * C, C guards A) are refused at the link's line, the cycle named in order,
 * instead of hanging every rule that follows the chain. */
static void test_position_link_cycle_refused(void **state)
{
    fixture *f = *state;
    expect_refused(f,
                   "return {\n"
                   "  rules = \"mini\",\n"
                   "  players = {\n"
                   "    { name = \"Ann\", table = { { \"Spark\", ref = \"a\", guards = \"b\" },\n"
                   "      { \"Shield\", ref = \"b\", guards = \"c\" },\n"
                   "      { \"Banner\", ref = \"c\", guards = \"a\" } } },\n"
                   "    { name = \"Bob\" } },\n"
                   "}\n",
                   4, "guards makes a cycle (Spark [1] -> Shield [2] -> Banner [3] -> Spark [1])");
    /* a chain that ends is fine */
    char err[2048] = "";
    cv_game *g = try_position(f,
                              "return { rules = \"mini\", players = {\n"
                              "  { name = \"Ann\", table = { { \"Spark\", ref = \"a\", guards = \"b\" },\n"
                              "    { \"Shield\", ref = \"b\", guards = \"c\" }, { \"Banner\", ref = \"c\" } } },\n"
                              "  { name = \"Bob\" } } }\n",
                              err, sizeof err);
    if (!g) fail_msg("a chain of links was refused: %s", err);
    cv_game_free(g);
}

static void test_position_unknown_card_names_the_nearest(void **state)
{
    expect_refused(*state,
                   "return {\n"
                   "  rules = \"mini\",\n"
                   "  players = {\n"
                   "    { name = \"Ann\", table = { \"Sprak\" } },\n"
                   "    { name = \"Bob\" } },\n"
                   "}\n",
                   4, "unknown card 'Sprak' (nearest: 'Spark'");
}

/* ---- cv_aux_position_rules -------------------------------------------------------- */

static void test_position_rules_named_by_a_file(void **state)
{
    fixture *f = *state;
    char buf[32], err[512] = "";
    write_file(f->pos, full_position);
    const char *r = cv_aux_position_rules(f->pos, buf, sizeof buf, err, sizeof err);
    if (!r) fail_msg("cv_aux_position_rules: %s", err);
    assert_string_equal(r, "mini");
    assert_ptr_equal(r, buf);

    write_file(f->pos, "return { rules = \"halo\", players = {} }\n");
    r = cv_aux_position_rules(f->pos, buf, sizeof buf, err, sizeof err);
    assert_non_null(r);
    assert_string_equal(r, "halo");
}

static void test_position_rules_none_or_unreadable(void **state)
{
    fixture *f = *state;
    char buf[32], err[512];

    write_file(f->pos, "return { players = { { name = \"Ann\" } } }\n");
    err[0] = '\0';
    assert_null(cv_aux_position_rules(f->pos, buf, sizeof buf, err, sizeof err));
    assert_non_null(strstr(err, f->pos));
    assert_non_null(strstr(err, "names no ruleset"));

    write_file(f->pos, "return { rules = 3 }\n");
    err[0] = '\0';
    assert_null(cv_aux_position_rules(f->pos, buf, sizeof buf, err, sizeof err));
    assert_non_null(strstr(err, "names no ruleset"));

    write_file(f->pos, "return {\n  rules = = \"mini\" }\n");
    err[0] = '\0';
    assert_null(cv_aux_position_rules(f->pos, buf, sizeof buf, err, sizeof err));
    char at[200];
    snprintf(at, sizeof at, "%s:2:", f->pos);
    assert_non_null(strstr(err, at));

    const char *missing = in_dir(f, "missing.lua");
    err[0] = '\0';
    assert_null(cv_aux_position_rules(missing, buf, sizeof buf, err, sizeof err));
    assert_non_null(strstr(err, missing));
    assert_non_null(strstr(err, "cannot read"));

    err[0] = '\0';
    assert_null(cv_aux_position_rules(f->dir, buf, sizeof buf, err, sizeof err));
    assert_non_null(strstr(err, "not a regular file"));

    write_file(f->pos, "while true do end\n");
    err[0] = '\0';
    assert_null(cv_aux_position_rules(f->pos, buf, sizeof buf, err, sizeof err));
    assert_non_null(strstr(err, "instruction budget"));
}

/* ---- writing: dump and open ------------------------------------------------------- */

/* Dumps 'g' to dir/name; returns the path (static, see in_dir). */
static const char *dump(const fixture *f, cv_game *g, const char *name)
{
    const char *path = in_dir(f, name);
    char err[1024] = "";
    int rc = cv_aux_dump_file(g, path, err, sizeof err);
    if (rc != CV_OK) fail_msg("cv_aux_dump_file: rc %d: %s", rc, err);
    return path;
}

/* Dumps 'g', opens the dump, and a copy without its --@record lines: both
 * must have the hash of 'g'; 'check' (if not NULL) runs on each. */
static void round_trip(const fixture *f, cv_game *g, void (*check)(cv_game *))
{
    uint64_t want = cv_game_hash(g);
    const char *dumped = dump(f, g, "dump.lua");
    char *text = read_file(dumped);
    assert_non_null(strstr(text, "\n--@record "));
    free(text);

    cv_game *replayed = open_like(g, dumped);
    if (check) check(replayed);
    if (cv_game_hash(replayed) != want) fail_msg("the dump replayed to another hash");
    cv_game_free(replayed);

    const char *bare = in_dir(f, "bare.lua");
    strip_record(dumped, bare);
    text = read_file(bare);
    assert_null(strstr(text, "\n--@record"));
    assert_int_not_equal(strncmp(text, "--@record", 9), 0);
    free(text);
    cv_game *described = open_like(g, bare);
    if (check) check(described);
    if (cv_game_hash(described) != want) {
        /* the first line where the boards differ, for the message */
        char *a = cv_game_describe(g), *b = cv_game_describe(described);
        char was[200] = "", now[200] = "";
        size_t k = 0, start = 0;
        while (a && b && a[k] && a[k] == b[k])
            if (a[k++] == '\n') start = k;
        if (a && b && (a[k] || b[k])) {
            snprintf(was, sizeof was, "%.*s", (int)strcspn(a + start, "\n"), a + start);
            snprintf(now, sizeof now, "%.*s", (int)strcspn(b + start, "\n"), b + start);
        }
        free(a);
        free(b);
        if (!was[0] && !now[0])
            fail_msg("the dump without its record built another hash; the boards read the same");
        fail_msg("the dump without its record built another hash; the board reads\n  '%s'\n"
                 "where the original reads\n  '%s'",
                 now, was);
    }
    cv_game_free(described);
}

static void test_position_dump_at_the_start_round_trips(void **state)
{
    fixture *f = *state;
    cv_game *g = start_position(f, full_position);
    round_trip(f, g, NULL);
    cv_game_free(g);
}

/* After a pass the game is at the next turn's main phase: the same board,
 * the same open scopes, windows and RNG, only later. */
static void test_position_dump_of_a_position_game_in_progress(void **state)
{
    fixture *f = *state;
    cv_game *g = start_position(f, full_position);
    answer_with(g, "pass");
    assert_int_equal(cv_game_answer_count(g), 1);
    assert_int_equal(cv_game_var_num(g, "turn", 0), 3);
    round_trip(f, g, NULL);
    cv_game_free(g);
}

/* A game from decks, in the middle of a window: its shuffles moved the RNG,
 * its card ids follow the decks, not the zones, and priority has gone round
 * once. The record lines bring all of it back; the description alone (as
 * docs/positions.md says) gives the cards, tokens, variables, links, turn,
 * player and phase, but not the RNG, the ids or an open window. */
static void test_position_dump_of_a_deck_game_in_progress(void **state)
{
    fixture *f = *state;
    char apath[160], bpath[160];
    snprintf(apath, sizeof apath, "%s/a.deck", f->dir);
    snprintf(bpath, sizeof bpath, "%s/b.deck", f->dir);
    write_file(apath, "name: Ann\n6 spark\n2 banner\n2 shield\n");
    write_file(bpath, "name: Bob\n6 spark\n2 banner\n2 shield\n");
    const char *decks[] = {apath, bpath};
    cv_config cfg = {
        .root = FIXTURES_ROOT, .rules = "mini", .decks = decks, .ndecks = 2, .seed = 5};
    char err[1024] = "";
    cv_game *g = cv_game_new(&cfg, err, sizeof err);
    if (!g) fail_msg("cv_game_new: %s", err);
    answer_with(g, "play Spark");
    answer_with(g, "use Spark");
    answer_with(g, "pass");
    uint64_t want = cv_game_hash(g);
    const char *dumped = dump(f, g, "dump.lua");
    cv_game *replayed = open_like(g, dumped);
    if (cv_game_hash(replayed) != want) fail_msg("the dump replayed to another hash");
    cv_game_free(replayed);
    const char *bare = in_dir(f, "bare.lua");
    strip_record(dumped, bare);
    cv_game *described = open_like(g, bare);
    for (int seat = 1; seat <= 2; seat++) {
        char table[256];
        snprintf(table, sizeof table, "%s", zone_keys(g, "table", seat));
        assert_string_equal(zone_keys(described, "table", seat), table);
    }
    assert_int_equal(cv_game_var_num(described, "turn", 0), cv_game_var_num(g, "turn", 0));
    assert_int_equal(cv_game_var_num(described, "player", 0), cv_game_var_num(g, "player", 0));
    cv_game_free(described);
    cv_game_free(g);
}

/* Cards that share a title (echo and echo_reprint are both "Echo") must
 * come back as the same cards from the description alone. */
static void check_echoes(cv_game *g)
{
    assert_string_equal(zone_keys(g, "table", 1), "echo_reprint,echo");
}

static void test_position_dump_keeps_cards_that_share_a_title(void **state)
{
    fixture *f = *state;
    cv_game *g = start_position(f, "return {\n"
                                   "  rules = \"mini\",\n"
                                   "  turn = 1, player = 1, phase = \"main\",\n"
                                   "  players = {\n"
                                   "    { name = \"Ann\", table = { \"echo_reprint\", \"echo\" },\n"
                                   "      hand = { \"spark\" } },\n"
                                   "    { name = \"Bob\" },\n"
                                   "  },\n"
                                   "  pools = { gems = 3 },\n"
                                   "}\n");
    check_echoes(g);
    round_trip(f, g, check_echoes);
    cv_game_free(g);
}

static const char odd_name[] = "Ann \"the\" \\ back\nslash\r\t\001"
                               "9 ]] end";
static const char odd_value[] = "say \"hi\"\\n\n'quoted' [[long]] \\\\ --not a comment";

static void check_odd_strings(cv_game *g)
{
    assert_string_equal(cv_game_player_name(g, 0), odd_name);
    assert_string_equal(cv_game_var_str(g, "motto"), odd_value);
    assert_string_equal(cv_game_var_str(g, "a:b"), "colon");
    assert_int_equal(cv_game_var_num(g, "end", 0), 7);
    assert_string_equal(cv_game_var_str(g, "two words"), odd_name);
    assert_string_equal(query(g, "return cv.var(cv.player(1), 'a:b')"), "player colon");
    assert_string_equal(query(g, "return cv.var(cv.player(2), '1st')"), "first");
    assert_string_equal(query(g, "return cv.var(cv.zone('table', 1)[1], 'x-y')"), "card dash");
    assert_string_equal(query(g, "return cv.pool(cv.zone('table', 1)[1], 'hot:coals')"), "2");
    assert_string_equal(query(g, "local t = cv.zone('table', 1)"
                                 " return cv.link(t[2], 'guard of') == t[1]"),
                        "true");
}

static void test_position_dump_keeps_odd_strings_and_keys(void **state)
{
    fixture *f = *state;
    /* the strings reach the game through a position's escapes */
    char text[2048];
    snprintf(text, sizeof text,
             "return {\n"
             "  rules = \"mini\",\n"
             "  turn = 1, player = 1, phase = \"main\",\n"
             "  players = {\n"
             "    { name = \"Ann \\\"the\\\" \\\\ back\\nslash\\r\\t\\0019 ]] end\",\n"
             "      vars = { [\"a:b\"] = \"player colon\" },\n"
             "      table = { { \"Spark\", ref = \"s\", [\"hot:coals\"] = 2,\n"
             "                  vars = { [\"x-y\"] = \"card dash\" } },\n"
             "                { \"Shield\", [\"guard of\"] = \"s\" } } },\n"
             "    { name = \"Bob\", vars = { [\"1st\"] = \"first\" } },\n"
             "  },\n"
             "  pools = { gems = 3 },\n"
             "  vars = { motto = %s, [\"a:b\"] = \"colon\", [\"end\"] = 7,\n"
             "    [\"two words\"] = \"Ann \\\"the\\\" \\\\ back\\nslash\\r\\t\\0019 ]] end\" },\n"
             "}\n",
             "\"say \\\"hi\\\"\\\\n\\n'quoted' [[long]] \\\\\\\\ --not a comment\"");
    cv_game *g = start_position(f, text);
    check_odd_strings(g);
    assert_int_equal(cv_game_var_num(g, "turn", 0), 1); /* Ann has a decision at once */
    round_trip(f, g, check_odd_strings);
    cv_game_free(g);
}

int main(void)
{
#define T(name) cmocka_unit_test_setup_teardown(name, setup, temp_fixture_free)
    const struct CMUnitTest tests[] = {
        T(test_position_builds_the_state_it_names),
        T(test_position_refs_name_cards),
        T(test_position_sets_options),
        T(test_position_not_a_table_refused),
        T(test_position_for_another_ruleset_refused),
        T(test_position_without_players_refused),
        T(test_position_syntax_error_names_the_line),
        T(test_position_error_while_running_names_the_line),
        T(test_position_unknown_field_names_the_nearest),
        T(test_position_link_cycle_refused),
        T(test_position_unknown_card_names_the_nearest),
        T(test_position_rules_named_by_a_file),
        T(test_position_rules_none_or_unreadable),
        T(test_position_dump_at_the_start_round_trips),
        T(test_position_dump_of_a_position_game_in_progress),
        T(test_position_dump_of_a_deck_game_in_progress),
        T(test_position_dump_keeps_cards_that_share_a_title),
        T(test_position_dump_keeps_odd_strings_and_keys),
    };
#undef T
    int failed = cmocka_run_group_tests_name("position", tests, NULL, NULL);
    cv_release_cache();
    return failed;
}
