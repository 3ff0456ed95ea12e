/* test_memo: which cards are active, and a card's values, are worked out
 * again only when something they read changed (vm/value.c, the CV_CH_*
 * classes of state.h).
 *
 * The class is "a memo is never stale": at every decision of whole games
 * of Halo (whose R.is_active reads variables, links and the cards in play,
 * and whose values fold bonuses, modifiers and cards' modify) and
 * Doomtrooper (no R.is_active), and after each kind of change in a small
 * ruleset whose cards' activity reads tokens, a hand, a variable, a link or
 * something the kernel does not class, what the kernel holds is what is
 * worked out afresh. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cardvm.h"
#include "rng.h"
#include "support.h"
#include "value.h"

#define ACTIVE "return table.concat(cv.active_cards(), ',')"

/* Every card's values of the stats a game reads most, in play or not. */
#define VALUES                                                                                   \
    "local out = {} "                                                                            \
    "for c = 1, cv.ncards() do "                                                                 \
    "  for _, s in ipairs({ 'strength', 'vitality', 'cost', 'site', 'shadow', 'armor', "         \
    "      'weapons', 'damage', 'fight', 'shoot', 'value', 'home' }) do "                         \
    "    out[#out + 1] = cv.value(c, s) "                                                        \
    "  end "                                                                                     \
    "end "                                                                                       \
    "return table.concat(out, ',')"

/* The active cards and the values now, as the kernel holds them, then as
 * worked out afresh: they must be the same. */
static void assert_fresh(cv_game *g, const char *where)
{
    static char held[1 << 16];
    snprintf(held, sizeof held, "%s", query(g, ACTIVE));
    cv_value_forget(g);
    const char *fresh = query(g, ACTIVE);
    if (strcmp(held, fresh))
        fail_msg("%s: the kernel held the active cards {%s}, worked out afresh {%s}", where, held,
                 fresh);
    char *out = NULL, err[512];
    if (cv_game_query(g, VALUES, &out, err, sizeof err) != CV_OK) fail_msg("%s: %s", where, err);
    snprintf(held, sizeof held, "%s", out);
    free(out);
    cv_value_forget(g);
    if (cv_game_query(g, VALUES, &out, err, sizeof err) != CV_OK) fail_msg("%s: %s", where, err);
    int same = !strcmp(held, out);
    free(out);
    if (!same) fail_msg("%s: the values the kernel held are not those worked out afresh", where);
}

/* Plays whole games of 'rules' (seeds 1..games, random answers), checking
 * the activity at every decision. */
static void play_checking(const char *rules, int games)
{
    for (int seed = 1; seed <= games; seed++) {
        cv_game *g = new_game_with(".", rules, (uint64_t)seed, NULL, 0, NULL, 0);
        cv_rng rng;
        cv_rng_seed(&rng, (uint64_t)seed);
        for (int n = 0; !cv_game_over(g) && n < 2000; n++) {
            char where[96];
            snprintf(where, sizeof where, "%s seed %d, decision %d", rules, seed, n + 1);
            assert_fresh(g, where);
            size_t k = (size_t)cv_rng_below(&rng, cv_game_option_count(g));
            char err[512];
            if (cv_game_answer(g, k, err, sizeof err) != CV_OK) fail_msg("%s: %s", where, err);
        }
        cv_game_free(g);
    }
}

static void test_memos_held_are_fresh_through_halo_games(void **state)
{
    (void)state;
    play_checking("halo", 6);
}

static void test_memos_held_are_fresh_through_doomtrooper_games(void **state)
{
    (void)state;
    play_checking("doomtrooper", 3);
}

/* ---- a ruleset whose activity reads each class ---- */

static const char rules_text[] =
    "local R = { timing_words = { \"main\" }, decks = { \"decks/b.deck\", \"decks/b.deck\" } }\n"
    "R.lib = {}\n"
    "function R.setup(decks)\n"
    "  for seat, d in ipairs(decks) do\n"
    "    cv.zone_add(\"deck\", seat, \"deck\")\n"
    "    cv.zone_add(\"hand\", seat, \"hidden\")\n"
    "    cv.zone_add(\"table\", seat, \"inplay\")\n"
    "    for _, e in ipairs(d.cards) do\n"
    "      for _ = 1, e.count do cv.card_new(e.key, seat, \"table\", seat) end\n"
    "    end\n"
    "    for _ = 1, 3 do cv.card_new(\"stone\", seat, \"deck\", seat) end\n"
    "  end\n"
    "end\n"
    /* each card's activity reads one class of state */
    "function R.is_active(c)\n"
    "  local how = cv.def(c).active\n"
    "  local seat = cv.owner(c)\n"
    "  if how == \"oil\" then return cv.pool(cv.player(seat), \"oil\") > 0 end\n"
    "  if how == \"hand\" then return #cv.zone(\"hand\", seat) >= 2 end\n"
    "  if how == \"flag\" then return cv.var(cv.GAME, \"flag\") ~= nil end\n"
    "  if how == \"link\" then return cv.link(c, \"tied\") ~= nil end\n"
    "  if how == \"mods\" then return #cv.modifiers_of(c) == 0 end\n"
    "  return true\n"
    "end\n"
    /* a charged card's power counts its charge; any card's, what is bound to it */
    "function R.value(c, stat, v)\n"
    "  if stat ~= \"power\" then return v end\n"
    "  if cv.def(c).charged then v = v + cv.pool(c, \"charge\") end\n"
    "  return v + #cv.linked(\"bound\", c)\n"
    "end\n"
    "R.phases = { { name = \"main\", run = function() cv.window(\"main\") end } }\n"
    "return R\n";

/* Ann's Lever changes one thing per ability: none of them is a change to
 * what the other cards read, except the one it names. */
static const char lever_text[] =
    "return { title = \"Lever\", abilities = {\n"
    "  { word = \"main\", label = \"oil on\", run = function(self) "
    "cv.add_pool(cv.player(cv.owner(self)), \"oil\", 1) end },\n"
    "  { word = \"main\", label = \"oil off\", run = function(self) "
    "cv.set_pool(cv.player(cv.owner(self)), \"oil\", 0) end },\n"
    "  { word = \"main\", label = \"draw\", run = function(self) "
    "cv.move(cv.zone(\"deck\", cv.owner(self))[1], \"hand\", cv.owner(self)) end },\n"
    "  { word = \"main\", label = \"flag on\", run = function() cv.set_var(cv.GAME, \"flag\", 1) end },\n"
    "  { word = \"main\", label = \"flag off\", run = function() cv.set_var(cv.GAME, \"flag\", nil) end },\n"
    "  { word = \"main\", label = \"other var\", run = function() "
    "cv.set_var(cv.GAME, \"other\", (cv.var(cv.GAME, \"other\") or 0) + 1) end },\n"
    "  { word = \"main\", label = \"tie\", run = function(self) "
    "cv.set_link(cv.find(\"Knot\"), \"tied\", self) end },\n"
    "  { word = \"main\", label = \"pump\", run = function(self) "
    "cv.modify{ stat = \"power\", amount = 1, card = cv.find(\"Gauge\"), source = self } end },\n"
    "  { word = \"main\", label = \"charge\", run = function() "
    "cv.add_pool(cv.find(\"Cell\"), \"charge\", 1) end },\n"
    "  { word = \"main\", label = \"bind\", run = function() "
    "cv.set_link(cv.zone(\"deck\", 1)[1], \"bound\", cv.find(\"Gauge\")) end },\n"
    "  { word = \"main\", label = \"weaken\", run = function(self) "
    "cv.modify{ stat = \"power\", amount = -1, card = cv.find(\"Bell\"), source = self } end },\n"
    "} }\n";

typedef struct fixture {
    char root[TEMP_DIR_LEN];
} fixture;

static int setup(void **state)
{
    fixture *f = temp_fixture_new(sizeof *f, "cvact");
    make_game_dirs(f->root, "acttest");
    write_in(f->root, "scripts/acttest/rules.lua", rules_text);
    write_in(f->root, "cards/acttest/lever.lua", lever_text);
    write_in(f->root, "cards/acttest/lamp.lua", "return { title = \"Lamp\", active = \"oil\" }\n");
    write_in(f->root, "cards/acttest/torch.lua", "return { title = \"Torch\", active = \"hand\" }\n");
    write_in(f->root, "cards/acttest/flag.lua", "return { title = \"Flag\", active = \"flag\" }\n");
    write_in(f->root, "cards/acttest/knot.lua", "return { title = \"Knot\", active = \"link\" }\n");
    write_in(f->root, "cards/acttest/bell.lua", "return { title = \"Bell\", active = \"mods\" }\n");
    write_in(f->root, "cards/acttest/stone.lua", "return { title = \"Stone\" }\n");
    write_in(f->root, "cards/acttest/gauge.lua", "return { title = \"Gauge\", power = 1 }\n");
    write_in(f->root, "cards/acttest/cell.lua",
             "return { title = \"Cell\", power = 0, charged = true }\n");
    /* Booster: +1 to Gauge while Ann has oil; Mirror: Gauge gets Cell's power */
    write_in(f->root, "cards/acttest/booster.lua",
             "return { title = \"Booster\", active = \"oil\", modify = function(self, c, stat)\n"
             "  if stat == \"power\" and cv.def(c).title == \"Gauge\" then return 1 end end }\n");
    write_in(f->root, "cards/acttest/mirror.lua",
             "return { title = \"Mirror\", modify = function(self, c, stat)\n"
             "  if stat == \"power\" and cv.def(c).title == \"Gauge\" then\n"
             "    for x = 1, cv.ncards() do\n"
             "      if cv.def(x).title == \"Cell\" then return cv.value(x, \"power\") end\n"
             "    end\n"
             "  end end }\n");
    write_in(f->root, "cards/acttest/decks/b.deck", "name: Bob\n1 stone\n");
    *state = f;
    return 0;
}

/* Is Ann's card 'title' active now (as the kernel holds it)? */
static int active(cv_game *g, const char *title)
{
    char code[160];
    snprintf(code, sizeof code, "return cv.active(cv.find(\"%s\")) and 1 or 0", title);
    return (int)query_num(g, code);
}

/* Ann uses Lever's ability 'label' (Bob, with nothing to do, passes
 * unasked). */
static void lever(cv_game *g, const char *label)
{
    answer_with(g, label);
    while (!cv_game_over(g) && cv_game_decision_seat(g) != 0) answer_with(g, "pass");
}

/* A game of acttest where Ann has Lever and the cards 'keys' (one per
 * line, as a deck lists them); Ann to act. */
static cv_game *start(const fixture *f, const char *keys)
{
    char a[256], b[256], text[256], name[64];
    snprintf(name, sizeof name, "%.*s", (int)strcspn(keys + 2, "\n"), keys + 2);
    snprintf(a, sizeof a, "%s/cards/acttest/decks/%s.deck", f->root, name);
    snprintf(text, sizeof text, "name: Ann\n1 lever\n%s", keys);
    write_file(a, text);
    snprintf(b, sizeof b, "%s/cards/acttest/decks/b.deck", f->root);
    const char *decks[] = {a, b};
    cv_game *g = new_game_with(f->root, "acttest", 1, decks, 2, NULL, 0);
    assert_int_equal(cv_game_decision_seat(g), 0);
    return g;
}

static void test_activity_follows_the_tokens_it_reads(void **state)
{
    cv_game *g = start(*state, "1 lamp\n");
    assert_int_equal(active(g, "Lamp"), 0);
    lever(g, "oil on");
    assert_int_equal(active(g, "Lamp"), 1);
    lever(g, "other var");
    assert_int_equal(active(g, "Lamp"), 1);
    lever(g, "oil off");
    assert_int_equal(active(g, "Lamp"), 0);
    cv_game_free(g);
}

/* A card drawn from deck to hand is not in play, yet Torch reads the hand. */
static void test_activity_follows_a_zone_out_of_play_it_reads(void **state)
{
    cv_game *g = start(*state, "1 torch\n");
    assert_int_equal(active(g, "Torch"), 0);
    lever(g, "draw");
    assert_int_equal(active(g, "Torch"), 0);
    lever(g, "draw");
    assert_int_equal(active(g, "Torch"), 1);
    cv_game_free(g);
}

static void test_activity_follows_the_variable_it_reads_only(void **state)
{
    cv_game *g = start(*state, "1 flag\n");
    lever(g, "other var");
    assert_int_equal(active(g, "Flag"), 0);
    lever(g, "flag on");
    assert_int_equal(active(g, "Flag"), 1);
    lever(g, "other var");
    assert_int_equal(active(g, "Flag"), 1);
    lever(g, "flag off");
    assert_int_equal(active(g, "Flag"), 0);
    cv_game_free(g);
}

static void test_activity_follows_the_links_it_reads(void **state)
{
    cv_game *g = start(*state, "1 knot\n");
    assert_int_equal(active(g, "Knot"), 0);
    lever(g, "tie");
    assert_int_equal(active(g, "Knot"), 1);
    cv_game_free(g);
}

/* Bell reads its modifiers through cv.modifiers_of, which the kernel does
 * not class: any change works the activity out again. */
static void test_activity_that_reads_unclassed_state_follows_every_change(void **state)
{
    cv_game *g = start(*state, "1 bell\n");
    assert_int_equal(active(g, "Bell"), 1);
    lever(g, "weaken");
    assert_int_equal(active(g, "Bell"), 0);
    assert_fresh(g, "acttest, at the end");
    cv_game_free(g);
}

/* ---- values ---- */

/* Gauge's power now (as the kernel holds it). */
static long long gauge(cv_game *g)
{
    return query_num(g, "return cv.value(cv.find(\"Gauge\"), \"power\")");
}

static void test_value_follows_the_modifiers_registered_on_it(void **state)
{
    cv_game *g = start(*state, "1 gauge\n");
    assert_int_equal(gauge(g), 1);
    lever(g, "pump");
    assert_int_equal(gauge(g), 2);
    cv_game_free(g);
}

/* Booster's modify counts while Booster is active, which reads Ann's oil:
 * Gauge's power depends on the tokens through the activity, even when the
 * activity was already worked out before the value was. */
static void test_value_follows_what_the_activity_it_folds_read(void **state)
{
    cv_game *g = start(*state, "1 gauge\n1 booster\n");
    assert_int_equal(active(g, "Booster"), 0);
    assert_int_equal(gauge(g), 1);
    lever(g, "oil on");
    assert_int_equal(active(g, "Booster"), 1);
    assert_int_equal(gauge(g), 2);
    lever(g, "oil off");
    assert_int_equal(gauge(g), 1);
    cv_game_free(g);
}

/* R.value counts the cards bound to a card: a link. */
static void test_value_follows_the_links_the_rules_read(void **state)
{
    cv_game *g = start(*state, "1 gauge\n");
    assert_int_equal(gauge(g), 1);
    lever(g, "bind");
    assert_int_equal(gauge(g), 2);
    cv_game_free(g);
}

/* Mirror gives Gauge Cell's power, which counts Cell's charge: Gauge's
 * value depends on the tokens through the value it read. (Mirror finds
 * Cell by walking the cards: cv.find reads what the kernel does not class,
 * and a value that read it would never be kept.) */
static void test_value_follows_the_values_it_read(void **state)
{
    cv_game *g = start(*state, "1 gauge\n1 mirror\n1 cell\n");
    assert_int_equal(gauge(g), 1);
    lever(g, "charge");
    assert_int_equal(gauge(g), 2);
    assert_fresh(g, "values, at the end");
    cv_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_memos_held_are_fresh_through_halo_games),
        cmocka_unit_test(test_memos_held_are_fresh_through_doomtrooper_games),
#define T(name) cmocka_unit_test_setup_teardown(name, setup, temp_fixture_free)
        T(test_activity_follows_the_tokens_it_reads),
        T(test_activity_follows_a_zone_out_of_play_it_reads),
        T(test_activity_follows_the_variable_it_reads_only),
        T(test_activity_follows_the_links_it_reads),
        T(test_activity_that_reads_unclassed_state_follows_every_change),
        T(test_value_follows_the_modifiers_registered_on_it),
        T(test_value_follows_what_the_activity_it_folds_read),
        T(test_value_follows_the_links_the_rules_read),
        T(test_value_follows_the_values_it_read),
#undef T
    };
    return cmocka_run_group_tests_name("memo", tests, NULL, NULL);
}
