/* fuzz_session: the input is a session record (repl/session.h: a record the
 * REPL rewrites after undo, load and the like and appends each answer to,
 * so that `cardvm resume` continues it even after a kill cut a line in
 * half), written to out/session.rec of the temp dir. The harness resumes it
 * as `cardvm resume` does: cv_record_load, keeping the game so far when an
 * answer no longer fits, then the REPL's session set to that file
 * (repl_set_game rewrites it) and a few commands that append to it and
 * rewrite it: answers, undo, redo, auto.
 *
 * Checked: a refusal says why; the REPL's commands do not crash; and the
 * session record they leave resumes, whole, at the hash of the live game
 * with its answers: what `cardvm resume` promises after any command. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "common.h"
#include "cvaux.h"
#include "policy.h"

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    fuzz_setup("session");
    return 0;
}

/* What the REPL runs on the resumed game: every command that appends to
 * the session record or rewrites it. */
static const char *const commands[] = {"1", "auto 3", "undo 2", "redo", "2", "back phase", "auto 2"};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_begin();
    char path[PATH_MAX + 64], err[4096] = "";
    fuzz_write(fuzz_out(path, sizeof path, "session.rec"), data, size);
    cv_game *partial = NULL;
    cv_game *g = cv_record_load(fuzz_root(), path, &partial, err, sizeof err);
    if (!g) g = partial;
    if (!g) {
        if (!err[0]) fuzz_fail("cv_record_load failed with no message");
        fuzz_note("no game: %s", err);
        fuzz_end();
        return 0;
    }
    repl r = {.root = fuzz_root(), .session = strdup(path)};
    if (!r.session) fuzz_fail("out of memory");
    r.policy = policy_start(cv_game_config(g)->seed);
    repl_set_game(&r, g);
    if (!r.session) fuzz_fail("the session record could not be rewritten");
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
        r.lineno++;
        int rc = repl_run_line(&r, commands[i]);
        fuzz_note("%s: %d", commands[i], rc);
    }
    if (!r.session) fuzz_fail("the session record stopped");
    cv_game *back = cv_record_load(fuzz_root(), path, NULL, err, sizeof err);
    if (!back) fuzz_fail("the session record does not resume: %s", err);
    if (cv_game_answer_count(back) != cv_game_answer_count(r.g))
        fuzz_fail("the session record resumes with %zu answers, the game has %zu",
                  cv_game_answer_count(back), cv_game_answer_count(r.g));
    if (cv_game_hash(back) != cv_game_hash(r.g))
        fuzz_fail("the session record resumes at another hash");
    cv_game_free(back);
    repl_free(&r);
    fuzz_end();
    return 0;
}
