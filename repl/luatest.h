/* luatest: runs Lua test files (rules and card tests) against the kernel's
 * public interface. See docs/testing.md for the API tests use. */
#ifndef CV_LUATEST_H
#define CV_LUATEST_H

/* Runs every test in the paths (argv after "test"): a file, or a directory
 * whose test_*.lua files run in name order. "--root DIR" among them replaces
 * 'root', the directory games and relative deck and position paths resolve
 * against. Prints one line per test and a summary "luatests: N passed, N
 * failed". Returns 0 when all pass, 1 when one fails, 2 on a bad command
 * line. */
int luatest_run(const char *root, int nfiles, char **files);

#endif
