/* fuzz_deck: the input is a deck file (out/fuzz.deck of the temp dir) for
 * seat 1 of a game of mini, or of the ruleset a first line "#@ rules=NAME"
 * names (halo, doomtrooper, lines; a deck comment, so the file stays a
 * deck); "#@ seats=N" (1..4) seats more players, the others with the
 * ruleset's default decks, and "#@ option=K=V" passes an option (such as
 * deck_rules=casual). The game may refuse the deck, with a message; when it
 * starts, the random policy answers a few decisions.
 *
 * Checked: a refusal says why; then the kernel's contract at each answer
 * (fuzz_play), what a host reads (fuzz_inspect), the replay of the line
 * from the start, and the dump of the state, which must open again at the
 * same hash. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "cvaux.h"
#include "policy.h"

#define DECISIONS 10 /* answers per input */

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    fuzz_setup("deck");
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_begin();
    fuzz_header h = {.rules = "mini", .seed = 1, .seats = 2};
    fuzz_header_read(data, size, "#@", &h);
    char paths[4][PATH_MAX + 64];
    const char *decks[4], *options[4];
    fuzz_write(fuzz_out(paths[0], sizeof paths[0], "fuzz.deck"), data, size);
    decks[0] = paths[0];
    for (int s = 1; s < h.seats; s++)
        decks[s] = fuzz_default_deck(paths[s], sizeof paths[s], h.rules, s);
    for (int i = 0; i < h.noptions; i++)
        options[i] = h.options[i];
    cv_config cfg = {.root = fuzz_root(),
                     .rules = h.rules,
                     .decks = decks,
                     .ndecks = h.seats,
                     .options = options,
                     .noptions = h.noptions,
                     .seed = h.seed};
    char err[4096] = "";
    cv_game *g = cv_game_new(&cfg, err, sizeof err);
    if (!g) {
        if (!err[0]) fuzz_fail("cv_game_new failed with no message");
        fuzz_note("no game: %s", err);
        fuzz_end();
        return 0;
    }
    for (size_t i = 0; i < cv_game_warning_count(g); i++)
        fuzz_note("warning: %s", cv_game_warning(g, i));
    uint64_t policy = policy_start(h.seed);
    fuzz_play(g, DECISIONS, &policy);
    fuzz_inspect(g);
    fuzz_check_replay(g);
    fuzz_check_dump(g, 0);
    cv_game_free(g);
    fuzz_end();
    return 0;
}
