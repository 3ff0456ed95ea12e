/* sim: many games played to the end, for hobbyists who change a rule or a
 * card and want to see what it does to the results (docs/simulating.md).
 *
 *   cardvm sim [N] [--games N] [--rules R] [--deck A --deck B] [--seed S]
 *              [--policy P]... [--opt K=V]... [--swap] [--jobs J]
 *              [--shard I/N] [--json F] [--csv F] [--plot F.svg]
 *              [--against BASE.json] [--top N] [--cap N] [--root DIR]
 *   cardvm sim merge FILE.json... [--json F] [--csv F] [--plot F.svg]
 *              [--against BASE.json] [--top N]
 *
 * Game k of a study is played from seed S + k, answered by the policies
 * (the built-in random one is `auto`'s: game S is exactly the game
 * `printf 'auto\n' | cardvm --seed S` plays). A game is the same in any
 * process, so --jobs (several processes on one machine), --shard (one exact
 * slice of the seeds, for other machines) and `merge` give exactly the
 * tally, and so the bytes of JSON, of a single run. */
#ifndef CV_SIM_H
#define CV_SIM_H

/* Runs `cardvm sim ARGS` ('argv' is what follows "sim") with scripts and
 * cards under 'root' unless --root says otherwise. Prints the report on
 * stdout, progress on a terminal's stderr. Returns the exit status: 0; 1
 * when a game could not start or was stopped, or a file could not be
 * written; 2 for a bad command line. */
int sim_main(const char *root, int argc, char **argv);

#endif
