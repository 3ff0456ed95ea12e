/* luatest: runs Lua test files (rules and card tests) against the kernel's
 * public interface. See docs/testing.md for the API tests use. */
#ifndef CV_LUATEST_H
#define CV_LUATEST_H

/* Runs every test in the files; prints one line per test and a summary
 * "luatests: N passed, N failed". Returns 0 when all pass, else 1. */
int luatest_run(const char *root, int nfiles, char **files);

#endif
