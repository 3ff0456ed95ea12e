/* test_state: the game as plain C data. Players, zones and cards are created
 * and found; moving a card logs the move under the cause on top of the cause
 * stack; pools never go negative (CV_ERANGE, value unchanged, nothing
 * logged); variables set, replace and clear, and '_'-prefixed ones are never
 * logged; links set and clear; leaving a scope expires its modifiers; the
 * hash is equal for identically built states and changes with any pool,
 * variable, zone order or link; the decision sets and clears; the board text
 * names cards and pools; changes are counted (for state checks) outside the
 * hash. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "state.h"
#include "describe.h"
#include "hash.h"

#define GAME ((cv_obj){CV_OBJ_GAME, 0})
#define PLAYER(i) ((cv_obj){CV_OBJ_PLAYER, (i)})
#define CARD(i) ((cv_obj){CV_OBJ_CARD, (i)})

/* Zone indexes of the little board built by build(). */
enum { ANN_DECK, ANN_HAND, ANN_TABLE, BOB_HAND, BOB_TABLE, PILE };

/* Two players, five zones and four cards: Spark [1], Shield [2] and Echo [3]
 * in Ann's hand, Banner [4] on Bob's table. */
static cv_state *build(uint64_t seed)
{
    cv_state *s = cv_state_new(seed);
    assert_non_null(s);
    assert_int_equal(cv_state_player_add(s, "Ann"), 0);
    assert_int_equal(cv_state_player_add(s, "Bob"), 1);
    assert_int_equal(cv_state_zone_add(s, "deck", 0, CV_ZONE_DECK), ANN_DECK);
    assert_int_equal(cv_state_zone_add(s, "hand", 0, CV_ZONE_HIDDEN), ANN_HAND);
    assert_int_equal(cv_state_zone_add(s, "table", 0, CV_ZONE_INPLAY), ANN_TABLE);
    assert_int_equal(cv_state_zone_add(s, "hand", 1, CV_ZONE_HIDDEN), BOB_HAND);
    assert_int_equal(cv_state_zone_add(s, "table", 1, CV_ZONE_INPLAY), BOB_TABLE);
    assert_int_equal(cv_state_zone_add(s, "pile", -1, 0), PILE);
    assert_int_equal(cv_state_card_add(s, "spark", "Spark", 0, ANN_HAND), 1);
    assert_int_equal(cv_state_card_add(s, "shield", "Shield", 0, ANN_HAND), 2);
    assert_int_equal(cv_state_card_add(s, "echo", "Echo", 0, ANN_HAND), 3);
    assert_int_equal(cv_state_card_add(s, "banner", "Banner", 1, BOB_TABLE), 4);
    return s;
}

static const cv_log_line *last_line(const cv_state *s)
{
    assert_true(s->log.n > 0);
    return &s->log.lines[s->log.n - 1];
}

/* cv_state_check finds what no game may ever show (the soak test runs it
 * after every answer): a card in two zones, in a zone it does not name, in
 * no zone; a link to no card; a decision without options or after the end. */
static void test_state_check_finds_broken_states(void **state)
{
    (void)state;
    char why[256] = "";
    cv_state *s = build(1);
    assert_int_equal(cv_state_check(s, why, sizeof why), 0);

    assert_int_equal(cv_zone_insert(&s->zones[PILE], 1, -1), 0); /* Spark also in the pile */
    assert_int_equal(cv_state_check(s, why, sizeof why), -1);
    assert_non_null(strstr(why, "Spark [1]"));
    cv_zone_remove(&s->zones[PILE], 1);
    assert_int_equal(cv_state_check(s, why, sizeof why), 0);

    s->cards[1].zone = PILE; /* Shield says the pile, but is in the hand */
    assert_int_equal(cv_state_check(s, why, sizeof why), -1);
    assert_non_null(strstr(why, "Shield [2] is in zone hand but names another"));
    s->cards[1].zone = ANN_HAND;

    cv_zone_remove(&s->zones[ANN_HAND], 3); /* Echo nowhere */
    assert_int_equal(cv_state_check(s, why, sizeof why), -1);
    assert_non_null(strstr(why, "Echo [3] is in no zone"));
    assert_int_equal(cv_zone_insert(&s->zones[ANN_HAND], 3, -1), 0);

    assert_int_equal(cv_kv_set_num(&s->cards[0].links, "bearer", 99), 0);
    assert_int_equal(cv_state_check(s, why, sizeof why), -1);
    assert_non_null(strstr(why, "link bearer points at card 99"));
    cv_state_free(s);
}

static void test_state_players(void **state)
{
    (void)state;
    cv_state *s = cv_state_new(1);
    for (int i = 0; i < CV_MAX_SEATS; i++)
        assert_int_equal(cv_state_player_add(s, "P"), i);
    assert_int_equal(cv_state_player_add(s, "one too many"), -1);
    assert_int_equal(s->nplayers, CV_MAX_SEATS);
    cv_state_free(s);
    cv_state_free(NULL);
}

static void test_state_zones(void **state)
{
    (void)state;
    cv_state *s = build(1);
    assert_int_equal(cv_state_zone_find(s, "hand", 0), ANN_HAND);
    assert_int_equal(cv_state_zone_find(s, "hand", 1), BOB_HAND);
    assert_int_equal(cv_state_zone_find(s, "pile", -1), PILE);
    assert_int_equal(cv_state_zone_find(s, "pile", 0), -1);
    assert_int_equal(cv_state_zone_find(s, "graveyard", 0), -1);
    assert_int_equal(cv_state_zone_add(s, "hand", 0, 0), -1);        /* exists */
    assert_int_equal(cv_state_zone_add(s, "hand", 2, 0), -1);        /* no seat 2 */
    assert_int_equal(cv_state_zone_add(s, "hand", -1, 0), PILE + 1); /* shared is another zone */
    cv_state_free(s);
}

static void test_state_cards(void **state)
{
    (void)state;
    cv_state *s = build(1);
    cv_card *c = cv_state_card(s, 3);
    assert_non_null(c);
    assert_int_equal(c->id, 3);
    assert_string_equal(c->blueprint, "echo");
    assert_string_equal(c->title, "Echo");
    assert_int_equal(c->owner, 0);
    assert_int_equal(c->zone, ANN_HAND);
    assert_int_equal(cv_zone_find(&s->zones[ANN_HAND], 3), 2); /* added at the bottom */
    assert_null(cv_state_card(s, 0));
    assert_null(cv_state_card(s, 5));
    assert_int_equal(cv_state_card_add(s, "x", "X", 2, ANN_HAND), -1); /* no seat 2 */
    assert_int_equal(cv_state_card_add(s, "x", "X", 0, 99), -1);       /* no zone 99 */
    assert_int_equal(s->ncards, 4);
    char buf[32];
    assert_string_equal(cv_state_card_name(s, 4, buf, sizeof buf), "Banner [4]");
    cv_state_free(s);
}

static void test_state_move_logs_with_cause(void **state)
{
    (void)state;
    cv_state *s = build(1);
    assert_string_equal(cv_state_cause(s), "kernel");
    assert_int_equal(cv_state_cause_push(s, "rule: play a card"), 0);
    assert_int_equal(cv_state_cause_push(s, "Echo [3]: played"), 0);
    size_t n = s->log.n;
    assert_int_equal(cv_state_move(s, 1, ANN_TABLE, -1), CV_OK);
    assert_int_equal(s->log.n, n + 1);
    assert_string_equal(last_line(s)->cause, "Echo [3]: played");
    assert_string_equal(last_line(s)->text, "Spark [1] moves from Ann's hand to Ann's table");
    assert_int_equal(cv_state_card(s, 1)->zone, ANN_TABLE);
    assert_int_equal(cv_zone_find(&s->zones[ANN_HAND], 1), -1);
    assert_int_equal(cv_zone_find(&s->zones[ANN_TABLE], 1), 0);

    cv_state_cause_pop(s);
    assert_string_equal(cv_state_cause(s), "rule: play a card");
    assert_int_equal(cv_state_move(s, 4, PILE, 0), CV_OK);
    assert_string_equal(last_line(s)->cause, "rule: play a card");
    assert_string_equal(last_line(s)->text, "Banner [4] moves from Bob's table to the pile");
    cv_state_cause_pop(s);
    cv_state_cause_pop(s); /* popping an empty stack is harmless */
    assert_string_equal(cv_state_cause(s), "kernel");
    cv_state_free(s);
}

static void test_state_move_hidden_and_reorder(void **state)
{
    (void)state;
    cv_state *s = build(1);
    /* hidden to hidden: the card is named only to the owners of the hands
     * (and to a judge, viewer -1) */
    assert_int_equal(cv_state_move(s, 2, BOB_HAND, -1), CV_OK);
    size_t last = s->log.n - 1;
    assert_string_equal(cv_log_text_for(&s->log, last, 2), "a card moves from Ann's hand to Bob's hand");
    assert_string_equal(cv_log_text_for(&s->log, last, 0), last_line(s)->text);
    assert_string_equal(cv_log_text_for(&s->log, last, 1), last_line(s)->text);
    assert_string_equal(cv_log_text_for(&s->log, last, -1), last_line(s)->text);
    assert_non_null(strstr(last_line(s)->text, " moves from Ann's hand to Bob's hand"));
    assert_string_not_equal(last_line(s)->text, "a card moves from Ann's hand to Bob's hand");
    /* a hand to a face-down pile: only the hand's owner sees which card */
    assert_int_equal(cv_state_move(s, 1, ANN_DECK, 0), CV_OK);
    last = s->log.n - 1;
    assert_string_equal(cv_log_text_for(&s->log, last, 0), "Spark [1] moves from Ann's hand to Ann's deck");
    assert_string_equal(cv_log_text_for(&s->log, last, 1), "a card moves from Ann's hand to Ann's deck");
    assert_int_equal(cv_state_move(s, 1, ANN_HAND, 0), CV_OK);
    /* within a zone: reordered, not logged */
    size_t n = s->log.n;
    assert_int_equal(cv_state_move(s, 3, ANN_HAND, 0), CV_OK);
    assert_int_equal(s->log.n, n);
    assert_int_equal(s->zones[ANN_HAND].ids[0], 3);
    assert_int_equal(s->zones[ANN_HAND].n, 2);
    /* bad card or zone */
    assert_int_equal(cv_state_move(s, 99, ANN_HAND, 0), CV_EARG);
    assert_int_equal(cv_state_move(s, 1, 99, 0), CV_EARG);
    assert_int_equal(cv_state_card(s, 1)->zone, ANN_HAND);
    assert_int_equal(s->log.n, n);
    cv_state_free(s);
}

static void test_state_pools_never_negative(void **state)
{
    (void)state;
    cv_state *s = build(1);
    assert_int_equal(cv_state_pool_add(s, GAME, "gems", 2), CV_OK);
    assert_string_equal(last_line(s)->text, "the game's gems: 0 -> 2");
    assert_int_equal(cv_state_pool_add(s, PLAYER(1), "points", 1), CV_OK);
    assert_string_equal(last_line(s)->text, "Bob's points: 0 -> 1");
    assert_int_equal(cv_state_pool_add(s, CARD(4), "damage", 3), CV_OK);
    assert_string_equal(last_line(s)->text, "Banner [4]'s damage: 0 -> 3");

    size_t n = s->log.n;
    uint64_t h = cv_hash_state(s);
    assert_int_equal(cv_state_pool_add(s, GAME, "gems", -3), CV_ERANGE);
    assert_int_equal(cv_kv_num(&s->pools, "gems", -1), 2);
    assert_int_equal(cv_state_pool_add(s, PLAYER(0), "points", -1), CV_ERANGE);
    assert_int_equal(cv_state_pool_set(s, CARD(4), "damage", -1), CV_ERANGE);
    assert_int_equal(cv_kv_num(&cv_state_card(s, 4)->pools, "damage", -1), 3);
    assert_int_equal(s->log.n, n);
    assert_true(cv_hash_state(s) == h);

    assert_int_equal(cv_state_pool_add(s, GAME, "gems", -2), CV_OK); /* down to exactly 0 */
    assert_int_equal(cv_kv_num(&s->pools, "gems", 0), 0);
    assert_null(cv_kv_find(&s->pools, "gems")); /* an empty pool is dropped */
    assert_int_equal(cv_state_pool_set(s, PLAYER(1), "points", 7), CV_OK);
    assert_int_equal(cv_kv_num(&s->players[1].pools, "points", 0), 7);
    /* objects that do not exist */
    assert_int_equal(cv_state_pool_add(s, PLAYER(2), "points", 1), CV_EARG);
    assert_int_equal(cv_state_pool_add(s, CARD(9), "damage", 1), CV_EARG);
    cv_state_free(s);
}

static void test_state_vars(void **state)
{
    (void)state;
    cv_state *s = build(1);
    assert_int_equal(cv_state_var_num(s, CARD(1), "used", 1), CV_OK);
    assert_string_equal(last_line(s)->text, "Spark [1]'s used = 1");
    assert_int_equal(cv_kv_num(&cv_state_card(s, 1)->vars, "used", 0), 1);
    assert_int_equal(cv_state_var_str(s, GAME, "phase", "main"), CV_OK);
    assert_string_equal(last_line(s)->text, "the game's phase = \"main\"");
    assert_string_equal(cv_kv_find(&s->vars, "phase")->str, "main");
    assert_int_equal(cv_state_var_str(s, GAME, "phase", "end"), CV_OK);
    assert_string_equal(cv_kv_find(&s->vars, "phase")->str, "end");

    size_t n = s->log.n;
    assert_int_equal(cv_state_var_str(s, GAME, "phase", "end"), CV_OK); /* same: no line */
    assert_int_equal(s->log.n, n);

    assert_int_equal(cv_state_var_del(s, CARD(1), "used"), CV_OK);
    assert_null(cv_kv_find(&cv_state_card(s, 1)->vars, "used"));
    assert_string_equal(last_line(s)->text, "Spark [1]'s used cleared");
    n = s->log.n;
    assert_int_equal(cv_state_var_del(s, CARD(1), "used"), CV_OK); /* absent: no line */
    assert_int_equal(s->log.n, n);

    /* '_' bookkeeping and quiet changes are stored but not logged */
    assert_int_equal(cv_state_var_num(s, PLAYER(0), "_seen", 3), CV_OK);
    assert_int_equal(cv_state_var_str(s, PLAYER(0), "_note", "x"), CV_OK);
    assert_int_equal(cv_state_var_del(s, PLAYER(0), "_note"), CV_OK);
    assert_int_equal(cv_kv_num(&s->players[0].vars, "_seen", 0), 3);
    s->quiet = 1;
    assert_int_equal(cv_state_var_num(s, GAME, "turn", 2), CV_OK);
    s->quiet = 0;
    assert_int_equal(cv_kv_num(&s->vars, "turn", 0), 2);
    assert_int_equal(s->log.n, n);
    assert_int_equal(cv_state_var_num(s, CARD(9), "x", 1), CV_EARG);
    cv_state_free(s);
}

static void test_state_links(void **state)
{
    (void)state;
    cv_state *s = build(1);
    assert_int_equal(cv_state_link(s, 1, "bearer", 4), CV_OK);
    assert_int_equal(cv_kv_num(&cv_state_card(s, 1)->links, "bearer", 0), 4);
    assert_string_equal(last_line(s)->text, "Spark [1]: bearer is Banner [4]");
    assert_int_equal(cv_state_link(s, 1, "bearer", 2), CV_OK); /* relink */
    assert_int_equal(cv_kv_num(&cv_state_card(s, 1)->links, "bearer", 0), 2);
    assert_int_equal(cv_state_link(s, 1, "bearer", 0), CV_OK);
    assert_null(cv_kv_find(&cv_state_card(s, 1)->links, "bearer"));
    assert_string_equal(last_line(s)->text, "Spark [1]: bearer cleared");
    assert_int_equal(cv_state_link(s, 1, "bearer", 99), CV_EARG);
    assert_int_equal(cv_state_link(s, 99, "bearer", 1), CV_EARG);
    assert_int_equal(cv_state_card(s, 1)->links.n, 0);
    cv_state_free(s);
}

static void test_state_scope_expires_its_modifiers(void **state)
{
    (void)state;
    cv_state *s = build(1);
    unsigned turn = cv_state_scope_enter(s, "turn");
    unsigned phase = cv_state_scope_enter(s, "phase");
    assert_true(turn > 0 && phase > 0 && turn != phase);
    assert_int_equal(cv_state_scope_find(s, "turn"), turn);
    assert_int_equal(cv_state_scope_find(s, "phase"), phase);
    assert_int_equal(cv_state_scope_find(s, "skirmish"), 0);
    assert_true(cv_state_mod_add(s, 4, 4, 0, "power", 1, 0, NULL) > 0);     /* permanent */
    assert_true(cv_state_mod_add(s, 4, 4, 0, "power", 2, turn, NULL) > 0);  /* until end of turn */
    assert_true(cv_state_mod_add(s, 4, 4, 0, "power", 4, phase, NULL) > 0); /* until end of phase */
    assert_string_equal(last_line(s)->text, "Banner [4]: power +4 until the end of the phase");
    assert_int_equal(cv_mod_sum(&s->mods, "power", 4, 1), 7);

    assert_int_equal(cv_state_scope_leave(s), CV_OK);
    assert_int_equal(cv_mod_sum(&s->mods, "power", 4, 1), 3);
    assert_string_equal(last_line(s)->text, "1 modifier until the end of the phase expires");
    assert_int_equal(cv_state_scope_find(s, "phase"), 0);
    /* a new phase gets a new serial: nothing of the old one can come back */
    unsigned phase2 = cv_state_scope_enter(s, "phase");
    assert_true(phase2 != phase && phase2 != turn);
    assert_int_equal(cv_state_scope_leave(s), CV_OK);
    assert_int_equal(cv_mod_sum(&s->mods, "power", 4, 1), 3);
    assert_int_equal(cv_state_scope_leave(s), CV_OK); /* the turn */
    assert_int_equal(cv_mod_sum(&s->mods, "power", 4, 1), 1);
    assert_int_equal(cv_state_scope_leave(s), CV_EARG); /* none open */
    assert_int_equal(s->mods.n, 1);
    cv_state_free(s);
}

static void test_state_hash_equal_for_identical_states(void **state)
{
    (void)state;
    cv_state *a = build(5), *b = build(5);
    assert_true(cv_hash_state(a) == cv_hash_state(b));
    cv_state_pool_add(a, GAME, "gems", 2);
    cv_state_pool_add(b, GAME, "gems", 2);
    cv_state_var_str(a, CARD(1), "mode", "x");
    cv_state_var_str(b, CARD(1), "mode", "x");
    cv_state_shuffle(a, ANN_HAND);
    cv_state_shuffle(b, ANN_HAND);
    assert_true(cv_hash_state(a) == cv_hash_state(b));
    cv_state_free(a);
    cv_state_free(b);
}

static void test_state_hash_changes_with_any_change(void **state)
{
    (void)state;
    cv_state *s = build(5);
    uint64_t seen[16];
    int n = 0;
    seen[n++] = cv_hash_state(s);
    cv_state_pool_add(s, PLAYER(0), "points", 1);
    seen[n++] = cv_hash_state(s);
    cv_state_pool_add(s, PLAYER(0), "points", 1); /* a pool's value, not only its key */
    seen[n++] = cv_hash_state(s);
    cv_state_var_num(s, GAME, "_private", 1); /* hidden from the log, not from the hash */
    seen[n++] = cv_hash_state(s);
    cv_state_var_str(s, GAME, "_private", "1"); /* a string is not the number */
    seen[n++] = cv_hash_state(s);
    cv_state_move(s, 3, ANN_HAND, 0); /* zone order only */
    seen[n++] = cv_hash_state(s);
    cv_state_link(s, 1, "bearer", 2);
    seen[n++] = cv_hash_state(s);
    cv_state_mod_add(s, 0, 1, 0, "power", 1, 0, NULL);
    seen[n++] = cv_hash_state(s);
    cv_state_decision_set(s, 0, "pick", (const char *const[]){"a", "b"}, NULL, 2);
    seen[n++] = cv_hash_state(s);
    for (int i = 0; i < n; i++)
        for (int k = i + 1; k < n; k++)
            assert_true(seen[i] != seen[k]);

    /* the same pools with another seed: the RNG is part of the state */
    cv_state *a = build(5), *b = build(6);
    assert_true(cv_hash_state(a) != cv_hash_state(b));
    cv_state_free(a);
    cv_state_free(b);
    cv_state_free(s);
}

/* The change counter a ruleset's state check reads: every change counts, a
 * no-op does not, and the counter is not part of the hash. */
static void test_state_counts_changes_outside_the_hash(void **state)
{
    (void)state;
    cv_state *s = build(5);
    uint64_t h = cv_hash_state(s);
    unsigned long c = s->changes;
    cv_state_pool_set(s, GAME, "gems", 0); /* already 0: no change */
    cv_state_var_num(s, GAME, "x", 1);
    cv_state_var_num(s, GAME, "x", 1); /* the same value: no change */
    assert_int_equal(s->changes, c + 1);
    cv_state_var_del(s, GAME, "x");
    cv_state_move(s, 1, ANN_TABLE, -1);
    cv_state_link(s, 1, "bearer", 4);
    unsigned scope = cv_state_scope_enter(s, "phase");
    cv_state_mod_add(s, 0, 1, 0, "power", 1, scope, NULL);
    cv_state_scope_leave(s); /* the modifier expires */
    assert_int_equal(s->changes, c + 6);
    cv_state *t = build(5);
    t->changes = 99;
    assert_true(cv_hash_state(t) == h);
    cv_state_free(t);
    cv_state_free(s);
}

static void test_state_decision_set_clear(void **state)
{
    (void)state;
    cv_state *s = build(1);
    char label[8] = "pass";
    const char *labels[] = {label, "play Spark [1]"};
    assert_int_equal(cv_state_decision_set(s, 1, "main action, or pass", labels, NULL, 2), CV_OK);
    strcpy(label, "XXXX"); /* the labels were copied */
    assert_true(s->decision.active);
    assert_int_equal(s->decision.seat, 1);
    assert_string_equal(s->decision.prompt, "main action, or pass");
    assert_int_equal(s->decision.n, 2);
    assert_string_equal(s->decision.labels[0], "pass");
    assert_string_equal(s->decision.labels[1], "play Spark [1]");
    cv_state_decision_clear(s);
    assert_false(s->decision.active);
    assert_int_equal(s->decision.n, 0);
    assert_null(s->decision.labels);
    /* a bad seat or no options: refused, no decision left behind */
    assert_int_equal(cv_state_decision_set(s, 2, "?", labels, NULL, 2), CV_EARG);
    assert_false(s->decision.active);
    assert_int_equal(cv_state_decision_set(s, 0, "?", labels, NULL, 0), CV_EARG);
    assert_false(s->decision.active);
    /* ending the game clears the decision */
    cv_state_decision_set(s, 0, "again", labels, NULL, 2);
    uint64_t h = cv_hash_state(s);
    assert_int_equal(cv_state_end(s, "Ann wins", 1u << 0), CV_OK);
    assert_true(s->over);
    assert_false(s->decision.active);
    assert_string_equal(s->result, "Ann wins");
    assert_int_equal(s->winners, 1u);
    assert_true(cv_hash_state(s) != h);
    cv_state_free(s);
}

static void test_state_describe_names_cards_and_pools(void **state)
{
    (void)state;
    cv_state *s = build(1);
    cv_state_card_add(s, "loop", "Loop", 0, ANN_DECK);
    cv_state_pool_add(s, GAME, "gems", 3);
    cv_state_pool_add(s, PLAYER(1), "points", 2);
    cv_state_pool_add(s, CARD(4), "damage", 1);
    cv_state_var_num(s, CARD(4), "_secret", 1);
    cv_buf b = {0};
    cv_describe_state(s, &b, -1);
    assert_non_null(b.s);
    assert_non_null(strstr(b.s, "seat 1 Ann"));
    assert_non_null(strstr(b.s, "seat 2 Bob: points=2"));
    assert_non_null(strstr(b.s, "gems=3"));
    assert_non_null(strstr(b.s, "Spark [1]"));
    assert_non_null(strstr(b.s, "Echo [3]"));
    assert_non_null(strstr(b.s, "Banner [4] { damage=1 }"));
    assert_null(strstr(b.s, "Loop [5]")); /* a deck shows its size only */
    assert_null(strstr(b.s, "_secret"));  /* bookkeeping is not shown */
    free(b.s);
    cv_state_free(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_state_check_finds_broken_states),
        cmocka_unit_test(test_state_players),
        cmocka_unit_test(test_state_zones),
        cmocka_unit_test(test_state_cards),
        cmocka_unit_test(test_state_move_logs_with_cause),
        cmocka_unit_test(test_state_move_hidden_and_reorder),
        cmocka_unit_test(test_state_pools_never_negative),
        cmocka_unit_test(test_state_vars),
        cmocka_unit_test(test_state_links),
        cmocka_unit_test(test_state_scope_expires_its_modifiers),
        cmocka_unit_test(test_state_hash_equal_for_identical_states),
        cmocka_unit_test(test_state_hash_changes_with_any_change),
        cmocka_unit_test(test_state_counts_changes_outside_the_hash),
        cmocka_unit_test(test_state_decision_set_clear),
        cmocka_unit_test(test_state_describe_names_cards_and_pools),
    };
    return cmocka_run_group_tests_name("state", tests, NULL, NULL);
}
