/* test_model: the view model (vm/model.c, cv_game_model in cardvm.h), the
 * one description of what a viewer sees that `state`, `view`, `state
 * --json` and `cardvm html` render. A judge's model lists every card of
 * every zone; a seat's shows another player's hand and every face-down
 * pile as "concealed" (its size, and only the cards the seat was shown,
 * with their positions), another player's face-down card as its id and
 * owner only, and the options of a decision only to the seat deciding; the
 * kernel's '_' variables are left out but counted; an integer a double
 * cannot hold stays exact, as text; an attached card names the card it is
 * listed under. A game's model adds the ruleset's summary and, for a judge
 * only, the state hash; a card's printed data comes from its definition. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "cardvm.h"
#include "describe.h"
#include "model.h"
#include "state.h"
#include "support.h"

#define GAME ((cv_obj){CV_OBJ_GAME, 0})
#define CARD(i) ((cv_obj){CV_OBJ_CARD, (i)})

enum { ANN_DECK, ANN_HAND, ANN_TABLE, BOB_DECK, BOB_HAND, BOB_TABLE };
enum { SPARK = 1, LOOP, ECHO, FURNACE, BANNER, SHIELD };

/* Ann: Spark [1] in hand, Loop [2] on her deck, Banner [5] on her table
 * attached to Shield [6]; Bob: Echo [3] in hand, Furnace [4] face down on
 * his table. Ann decides between two options. */
static cv_state *build(void)
{
    cv_state *s = cv_state_new(1);
    assert_non_null(s);
    cv_state_player_add(s, "Ann");
    cv_state_player_add(s, "Bob");
    cv_state_zone_add(s, "deck", 0, CV_ZONE_DECK);
    cv_state_zone_add(s, "hand", 0, CV_ZONE_HIDDEN);
    cv_state_zone_add(s, "table", 0, CV_ZONE_INPLAY);
    cv_state_zone_add(s, "deck", 1, CV_ZONE_DECK);
    cv_state_zone_add(s, "hand", 1, CV_ZONE_HIDDEN);
    cv_state_zone_add(s, "table", 1, CV_ZONE_INPLAY);
    assert_int_equal(cv_state_card_add(s, "spark", "Spark", 0, ANN_HAND), SPARK);
    assert_int_equal(cv_state_card_add(s, "loop", "Loop", 0, ANN_DECK), LOOP);
    assert_int_equal(cv_state_card_add(s, "echo", "Echo", 1, BOB_HAND), ECHO);
    assert_int_equal(cv_state_card_add(s, "furnace", "Furnace", 1, BOB_TABLE), FURNACE);
    assert_int_equal(cv_state_card_add(s, "banner", "Banner", 0, ANN_TABLE), BANNER);
    assert_int_equal(cv_state_card_add(s, "shield", "Shield", 0, ANN_TABLE), SHIELD);
    cv_state_var_num(s, CARD(FURNACE), "facedown", 1);
    cv_state_pool_add(s, CARD(FURNACE), "heat", 2);
    cv_state_link(s, BANNER, "bearer", SHIELD);
    const char *labels[] = {"play Spark [1]", "pass"};
    assert_int_equal(cv_state_decision_set(s, 0, "Ann: main action", labels, NULL, 2), CV_OK);
    return s;
}

static const cJSON *get(const cJSON *o, const char *k)
{
    return cJSON_GetObjectItemCaseSensitive(o, k);
}

/* Zone 'name' of seat 'seat' (1-based) in model 'm'. */
static const cJSON *zone(const cJSON *m, int seat, const char *name)
{
    const cJSON *z;
    cJSON_ArrayForEach(z, get(cJSON_GetArrayItem(get(m, "players"), seat - 1), "zones"))
    {
        if (!strcmp(get(z, "name")->valuestring, name)) return z;
    }
    fail_msg("no zone %s of seat %d", name, seat);
    return NULL;
}

/* The card entry of 'id' in zone 'z', or NULL. */
static const cJSON *card(const cJSON *z, int id)
{
    const cJSON *c;
    cJSON_ArrayForEach(c, get(z, "cards"))
    {
        if (get(c, "id")->valueint == id) return c;
    }
    return NULL;
}

static void test_model_judge_sees_every_card(void **state)
{
    (void)state;
    cv_state *s = build();
    cJSON *m = cv_model_state(s, -1, NULL);
    assert_non_null(m);
    assert_int_equal(get(m, "viewer")->valueint, 0);
    assert_string_equal(get(card(zone(m, 1, "deck"), LOOP), "title")->valuestring, "Loop");
    assert_true(cJSON_IsTrue(get(zone(m, 1, "deck"), "pile")));
    assert_null(get(zone(m, 1, "deck"), "concealed"));
    assert_string_equal(get(card(zone(m, 2, "hand"), ECHO), "key")->valuestring, "echo");
    const cJSON *f = card(zone(m, 2, "table"), FURNACE);
    assert_string_equal(get(f, "title")->valuestring, "Furnace");
    assert_int_equal(get(get(f, "pools"), "heat")->valueint, 2);
    assert_int_equal(cJSON_GetArraySize(get(get(m, "decision"), "options")), 2);
    cJSON_Delete(m);
    cv_state_free(s);
}

static void test_model_seat_sees_sizes_and_faces_it_may(void **state)
{
    (void)state;
    cv_state *s = build();
    cJSON *m = cv_model_state(s, 1, NULL); /* Bob */
    assert_non_null(m);
    assert_int_equal(get(m, "viewer")->valueint, 2);
    const cJSON *hand = zone(m, 1, "hand");
    assert_true(cJSON_IsTrue(get(hand, "concealed")));
    assert_int_equal(get(hand, "size")->valueint, 1);
    assert_int_equal(cJSON_GetArraySize(get(hand, "cards")), 0);
    assert_true(cJSON_IsTrue(get(zone(m, 2, "deck"), "concealed"))); /* his own pile too */
    assert_null(get(zone(m, 2, "hand"), "concealed"));               /* his own hand */
    assert_string_equal(get(card(zone(m, 2, "hand"), ECHO), "title")->valuestring, "Echo");
    /* the decision is Ann's: Bob reads its prompt and how many options */
    const cJSON *d = get(m, "decision");
    assert_string_equal(get(d, "prompt")->valuestring, "Ann: main action");
    assert_int_equal(get(d, "noptions")->valueint, 2);
    assert_null(get(d, "options"));
    cJSON_Delete(m);

    m = cv_model_state(s, 0, NULL); /* Ann */
    const cJSON *f = card(zone(m, 2, "table"), FURNACE);
    assert_non_null(f);
    assert_true(cJSON_IsTrue(get(f, "face_down")));
    assert_null(get(f, "title"));
    assert_null(get(f, "key"));
    assert_null(get(f, "pools"));
    assert_int_equal(get(f, "owner")->valueint, 2);
    assert_int_equal(cJSON_GetArraySize(get(get(m, "decision"), "options")), 2);
    char *text = cJSON_PrintUnformatted(m);
    assert_null(strstr(text, "Echo"));    /* Bob's hand: nowhere in Ann's model */
    assert_null(strstr(text, "Furnace")); /* nor his face-down card's name */
    free(text);
    cJSON_Delete(m);

    /* a look shows Ann her deck's top card: listed, with its position */
    cv_state_var_num(s, CARD(LOOP), CV_SEEN, 1);
    m = cv_model_state(s, 0, NULL);
    const cJSON *seen = card(zone(m, 1, "deck"), LOOP);
    assert_non_null(seen);
    assert_int_equal(get(seen, "pos")->valueint, 1);
    assert_string_equal(get(seen, "title")->valuestring, "Loop");
    cJSON_Delete(m);
    cv_state_free(s);
}

static void test_model_private_variables_and_large_numbers(void **state)
{
    (void)state;
    cv_state *s = build();
    cv_state_var_num(s, GAME, "_kernel", 1);
    cv_state_var_num(s, GAME, "big", 9007199254740993LL); /* 2^53 + 1 */
    cJSON *m = cv_model_state(s, -1, NULL);
    assert_null(get(get(m, "vars"), "_kernel"));
    assert_int_equal(get(m, "private_vars")->valueint, 1);
    assert_string_equal(get(get(m, "vars"), "big")->valuestring, "9007199254740993");
    cv_buf b = {0};
    cv_describe_model(&b, m, 0);
    assert_non_null(strstr(b.s, "game: big=9007199254740993\n"));
    free(b.s);
    cJSON_Delete(m);
    cv_state_free(s);
}

static void test_model_attached_card_names_its_bearer(void **state)
{
    (void)state;
    cv_state *s = build();
    cv_describe_extra x = {0};
    x.link = strdup("bearer");
    cJSON *m = cv_model_state(s, -1, &x);
    assert_string_equal(get(m, "attachment_link")->valuestring, "bearer");
    assert_int_equal(get(card(zone(m, 1, "table"), BANNER), "under")->valueint, SHIELD);
    assert_null(get(card(zone(m, 1, "table"), SHIELD), "under"));
    cv_buf b = {0};
    cv_describe_model(&b, m, 0);
    assert_non_null(strstr(b.s, "  table (2)\n    Shield [6]\n      Banner [5]\n"));
    free(b.s);
    cJSON_Delete(m);
    cv_describe_extra_free(&x);
    cv_state_free(s);
}

static void test_model_of_a_game(void **state)
{
    (void)state;
    cv_game *g = new_game(1);
    cJSON *judge = cv_game_model(g, -1), *seat = cv_game_model(g, 0);
    assert_non_null(judge);
    assert_non_null(seat);
    assert_true(cJSON_IsString(get(judge, "hash")));
    assert_null(get(seat, "hash")); /* a seat's model tells nothing of hidden state */
    assert_true(cJSON_IsString(get(judge, "summary")));
    assert_string_equal(get(judge, "summary")->valuestring, get(seat, "summary")->valuestring);
    /* state --json is the judge's model */
    char *json = cv_game_json(g), *model = cJSON_Print(judge);
    assert_string_equal(json, model);
    free(json);
    free(model);
    /* the text `state` prints is the judge's model rendered */
    cv_buf b = {0};
    cv_describe_model(&b, judge, 0);
    char *text = cv_game_describe(g);
    assert_string_equal(text, b.s);
    free(text);
    free(b.s);
    /* a card's printed data */
    cJSON *c = cv_game_model_card(g, 1);
    assert_non_null(c);
    assert_true(cJSON_IsString(get(c, "title")));
    assert_true(cJSON_IsString(get(c, "printed")));
    assert_null(cv_game_model_card(g, 100000));
    cJSON_Delete(c);
    /* the plain model: the same zones and cards, nothing the ruleset adds */
    cJSON *plain = cv_game_model_plain(g, -1);
    assert_non_null(plain);
    assert_null(get(plain, "summary"));
    assert_null(get(plain, "hash"));
    char *pz = cJSON_PrintUnformatted(get(plain, "shared"));
    char *jz = cJSON_PrintUnformatted(get(judge, "shared"));
    assert_string_equal(pz, jz);
    free(pz);
    free(jz);
    assert_int_equal(cJSON_GetArraySize(get(plain, "players")),
                     cJSON_GetArraySize(get(judge, "players")));
    cJSON_Delete(plain);
    cJSON_Delete(judge);
    cJSON_Delete(seat);
    cv_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_model_judge_sees_every_card),
        cmocka_unit_test(test_model_seat_sees_sizes_and_faces_it_may),
        cmocka_unit_test(test_model_private_variables_and_large_numbers),
        cmocka_unit_test(test_model_attached_card_names_its_bearer),
        cmocka_unit_test(test_model_of_a_game),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    cv_release_cache();
    return failed;
}
