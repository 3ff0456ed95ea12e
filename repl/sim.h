/* sim: many games played to the end by the random policy, for hobbyists
 * who change a rule or a card and want to see what it does to the results. */
#ifndef CV_SIM_H
#define CV_SIM_H

#include "cardvm.h"

/* Plays 'games' games of 'cfg' with seeds cfg->seed, cfg->seed + 1, ...,
 * each answered by the random policy of `auto` until it ends, and prints
 * the results: each result line with its count, the decisions per game,
 * and every game a script error or the decision cap stopped (by seed).
 * Returns 0, or 1 when a game could not start or was stopped. */
int sim_run(cv_config *cfg, unsigned long games, unsigned long cap);

#endif
