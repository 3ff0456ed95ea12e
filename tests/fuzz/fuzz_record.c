/* fuzz_record: the input is a game record (docs/judging.md: rules, seed,
 * option, deck, position and answer lines, or a dumped position's
 * "--@record" lines), written to out/game.rec of the temp dir and read as
 * `cardvm replay FILE` and `load FILE` read it (cv_record_load). A record
 * whose answer no longer fits gives the game so far (partial); the answers
 * that did not fit stay on its line for redo. The paths a record names are
 * only read.
 *
 * Checked: a refusal says why; redo of what did not fit fails cleanly or
 * plays; the kernel's contract at each answer (fuzz_play); what a host
 * reads (fuzz_inspect); the replay of the line from the start; and the
 * record saved (cv_record_save) loads again, whole, at the same hash with
 * the same answers. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "cvaux.h"
#include "policy.h"

#define DECISIONS 6 /* answers per input */

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    fuzz_setup("record");
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_begin();
    char path[PATH_MAX + 64], saved[PATH_MAX + 64], err[4096] = "";
    fuzz_write(fuzz_out(path, sizeof path, "game.rec"), data, size);
    cv_game *partial = NULL;
    cv_game *g = cv_record_load(fuzz_root(), path, &partial, err, sizeof err);
    if (g && partial) fuzz_fail("cv_record_load gave a game and a partial one");
    if (!g && !partial) {
        if (!err[0]) fuzz_fail("cv_record_load failed with no message");
        fuzz_note("no game: %s", err);
        fuzz_end();
        return 0;
    }
    if (!g) {
        if (!err[0]) fuzz_fail("a partial record with no message");
        fuzz_note("partial: %s", err);
        g = partial;
        size_t line = cv_game_line_length(g), n = cv_game_answer_count(g);
        if (line <= n) fuzz_fail("a partial record with nothing left on its line");
        int rc = cv_game_redo(g, line - n, err, sizeof err);
        if (rc != CV_OK) fuzz_note("redo: code %d: %s", rc, err);
        if (cv_game_answer_count(g) < n) fuzz_fail("redo took answers back");
    }
    uint64_t policy = policy_start(cv_game_config(g)->seed);
    fuzz_play(g, DECISIONS, &policy);
    fuzz_inspect(g);
    fuzz_check_replay(g);

    fuzz_out(saved, sizeof saved, "saved.rec");
    if (cv_record_save(g, saved, err, sizeof err) != CV_OK) fuzz_fail("save: %s", err);
    cv_game *back = cv_record_load(fuzz_root(), saved, &partial, err, sizeof err);
    if (!back) fuzz_fail("a saved record does not load: %s", err);
    if (cv_game_hash(back) != cv_game_hash(g))
        fuzz_fail("a saved record loads at another hash");
    if (cv_game_answer_count(back) != cv_game_answer_count(g))
        fuzz_fail("a saved record of %zu answers loads with %zu", cv_game_answer_count(g),
                  cv_game_answer_count(back));
    cv_game_free(back);
    cv_game_free(g);
    fuzz_end();
    return 0;
}
