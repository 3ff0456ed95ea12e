/* policy: the seeded random policy behind `auto`, `sim` and g:auto: a
 * splitmix64 stream of its own, apart from the game's RNG, so the same seed
 * plays the same game in the REPL, the simulator and the tests. */
#ifndef CV_POLICY_H
#define CV_POLICY_H

#include <stdint.h>

/* The policy's starting state for a game of seed 'seed'. */
static inline uint64_t policy_start(uint64_t seed)
{
    return seed ^ 0x5eed5eed5eed5eedULL;
}

/* The next number of the stream in *x. */
static inline uint64_t policy_next(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* ---- policies as Lua scripts (repl/policy.c) ------------------------------
 *
 * A policy file (policies/..., docs/simulating.md) returns a function
 * choose(d) that reads the pending decision d = { seat =, prompt =,
 * options = { label, ... }, cards = { id or 0, ... }, random = N } and the
 * game (cv, rules: read-only, in the game's sandbox, as a query runs) and
 * returns the number of the option it answers. */

#include <stddef.h>

#include "cardvm.h"

typedef struct sim_policy {
    char *name; /* as given: "random", "greedy", a file */
    char *path; /* the file it was read from; NULL: the built-in random policy */
    char *src;  /* the file's text */
} sim_policy;

/* Finds and reads policy 'name' for ruleset 'rules' under 'root': "random"
 * is built in; another plain name is policies/RULES/NAME.lua (RULES, else
 * the ruleset it extends, and so on), else policies/NAME.lua; a name with a
 * '/' or ending in ".lua" is a file (else the same under root). Its syntax
 * is checked. 0, or -1 with err naming the file and line, or the places
 * looked in. The caller frees it with policy_free. */
int policy_load(sim_policy *p, const char *root, const char *rules, const char *name, char *err,
                size_t errlen);

void policy_free(sim_policy *p);

/* Answers nothing: works out the option policy 'p' picks for the pending
 * decision of 'g', into *choice (0-based). 'random' is the number the
 * policy's stream drew for this decision (d.random is random % the number
 * of options + 1, the random policy's own pick). 0, or -1 with err set (the
 * script failed, changed the game, or returned no option number). */
int policy_choose(const sim_policy *p, cv_game *g, uint64_t random, size_t *choice, char *err,
                  size_t errlen);

#endif
