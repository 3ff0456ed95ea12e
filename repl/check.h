/* check: `cardvm check [--root DIR] [--rules R] [PATH...]`, the card
 * designer's lint: card files and decks checked as a game loads them, each
 * problem as "file:line: what (nearest: 'x')". */
#ifndef CV_CHECK_H
#define CV_CHECK_H

/* Checks PATHs (a card directory cards/<game>, a card file, a deck file;
 * none: every game's cards under the root) with the ruleset named by the
 * path or --rules; 'root' is where scripts/ and cards/ are unless --root or
 * the path says otherwise. Prints every problem, then "check: N cards, M
 * decks, K errors". Returns 0, 1 when K > 0, 2 on bad arguments. */
int check_run(const char *root, int argc, char **argv);

#endif
