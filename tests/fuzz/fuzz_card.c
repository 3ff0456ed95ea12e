/* fuzz_card: the input is one card file, cards/<rules>/fuzz.lua of the temp
 * root (rules: mini, or the one a first line "--@ rules=NAME" names: halo,
 * doomtrooper). Both seats play the ruleset's default deck plus "4 fuzz"
 * (Halo and Doomtrooper with deck_rules=casual, so the extra cards are
 * legal), a game starts and the random policy answers a few decisions.
 *
 * Checked: a refused card is a warning, not a failure: when the card is
 * refused the game is the default one and must start; an accepted card may
 * stop the set-up (its script failed) but with a message. Then the kernel's
 * contract at each answer (fuzz_play), what a host reads (fuzz_inspect),
 * `why` and `show`, the replay of the line from the start, and the dump of
 * the state, which must open again at the same hash; for one input in four
 * (chosen by its bytes, so that a crash replays) the dump's description
 * must open too: a card's title and fields end up in it. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "cvaux.h"
#include "policy.h"

#define DECISIONS 12 /* answers per input */

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    fuzz_setup("card");
    return 0;
}

/* out/seatN.deck: the ruleset's default deck for the seat plus the fuzzed
 * card. */
static void write_deck(const char *rules, int seat, char *path, size_t len)
{
    char from[PATH_MAX + 64], name[32];
    fuzz_default_deck(from, sizeof from, rules, seat);
    FILE *f = fopen(from, "rb");
    if (!f) fuzz_fail("cannot read %s", from);
    char text[16384];
    size_t n = fread(text, 1, sizeof text - 16, f);
    fclose(f);
    n += (size_t)snprintf(text + n, sizeof text - n, "\n4 fuzz\n");
    snprintf(name, sizeof name, "seat%d.deck", seat + 1);
    fuzz_write(fuzz_out(path, len, name), text, n);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_begin();
    fuzz_header h = {.rules = "mini", .seed = 1, .seats = 2};
    fuzz_header_read(data, size, "--@", &h);
    if (!strcmp(h.rules, "lines")) h.rules = "mini"; /* lines has no cards */
    char card[PATH_MAX + 64];
    snprintf(card, sizeof card, "%s/cards/%s/fuzz.lua", fuzz_root(), h.rules);
    fuzz_write(card, data, size);

    char paths[2][PATH_MAX + 64];
    const char *decks[2] = {paths[0], paths[1]};
    for (int s = 0; s < 2; s++)
        write_deck(h.rules, s, paths[s], sizeof paths[s]);
    const char *options[1] = {"deck_rules=casual"};
    cv_config cfg = {.root = fuzz_root(),
                     .rules = h.rules,
                     .decks = decks,
                     .ndecks = 2,
                     .options = options,
                     .noptions = strcmp(h.rules, "mini") ? 1 : 0,
                     .seed = h.seed};
    char err[4096] = "", card_rel[64];
    snprintf(card_rel, sizeof card_rel, "cards/%s/fuzz.lua", h.rules);
    cv_game *g = cv_game_new(&cfg, err, sizeof err);
    if (!g) {
        if (!err[0]) fuzz_fail("cv_game_new failed with no message");
        fuzz_note("no game: %s", err);
        /* Only the fuzzed card differs from the default game: when it was
         * refused, the game must start. The refused files end the message. */
        const char *list = NULL;
        for (const char *p = err; (p = strstr(p, "\n  refused while loading: ")); p++)
            list = p;
        if (list && strstr(list, card_rel)) fuzz_fail("a refused card stopped the game: %s", err);
        fuzz_end();
        return 0;
    }
    for (size_t i = 0; i < cv_game_warning_count(g); i++)
        fuzz_note("warning: %s", cv_game_warning(g, i));
    uint64_t policy = policy_start(h.seed);
    fuzz_play(g, DECISIONS, &policy);
    fuzz_inspect(g);
    fuzz_explain(g, 6, "fuzz");
    fuzz_check_replay(g);
    fuzz_check_dump(g, fuzz_digest(data, size) % 4 == 0);
    cv_game_free(g);
    fuzz_end();
    return 0;
}
