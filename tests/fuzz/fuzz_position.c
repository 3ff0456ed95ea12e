/* fuzz_position: the input is a position file (docs/positions.md), written
 * to out/position.lua of the temp dir and opened as `cardvm FILE` opens it:
 * the ruleset it names (cv_aux_position_rules; mini when it names none),
 * then cv_aux_open, which replays a dumped position's "--@record" lines or
 * builds the game from the description. A position may be refused, with a
 * message; when a game starts, the random policy answers a few decisions.
 *
 * Checked: a refusal says why; then the kernel's contract at each answer
 * (fuzz_play), what a host reads (fuzz_inspect), `why` for the first cards,
 * the replay of the line from the start, and the dump of the state, which
 * must open again at the same hash, its description alone too. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "cvaux.h"
#include "policy.h"

#define DECISIONS 8 /* answers per input */

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    fuzz_setup("position");
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_begin();
    char path[PATH_MAX + 64], rules[64], err[4096] = "";
    fuzz_write(fuzz_out(path, sizeof path, "position.lua"), data, size);
    cv_config like = {.root = fuzz_root(), .rules = "mini", .seed = 1};
    if (cv_aux_position_rules(path, rules, sizeof rules, err, sizeof err)) like.rules = rules;
    cv_game *g = cv_aux_open(&like, path, err, sizeof err);
    if (!g) {
        if (!err[0]) fuzz_fail("cv_aux_open failed with no message");
        fuzz_note("no game: %s", err);
        fuzz_end();
        return 0;
    }
    uint64_t policy = policy_start(1);
    fuzz_play(g, DECISIONS, &policy);
    fuzz_inspect(g);
    fuzz_explain(g, 4, NULL);
    fuzz_check_replay(g);
    fuzz_check_dump(g, 1);
    cv_game_free(g);
    fuzz_end();
    return 0;
}
