/* pool: a ruleset and its card pool, loaded once per process and shared,
 * read-only, by every game of that ruleset.
 *
 * A pool is one sandboxed Lua state holding the kernel's Lua (vm/prelude.lua,
 * vm/position.lua, vm/host.lua), the ruleset (scripts/<rules>/rules.lua and
 * what it includes) and every card file of cards/<rules>/, each compiled,
 * checked and frozen once. Games are threads of the pool's state (vm/game.c):
 * a new game costs only its own state. A card file that cannot load (a
 * syntax error, an error or a runaway loop when it runs, a table nested too
 * deep, a field or timing word the ruleset refuses) is refused with its file
 * and line and the pool goes on without it.
 *
 * The pool's registry holds "cv.G" (the sandbox globals), "cv.api" (the cv
 * table), "cv.K" (the kernel table), "cv.rules" (the ruleset table R) and
 * "cv.lib" (the read-only view of R.lib that cards and queries see as
 * 'rules').
 *
 * A ruleset whose rules.lua says 'extends = "BASE"' (a variant) is loaded on
 * top of its base: the base's rules.lua (and what it includes) first, then
 * the variant's in the same environment, where the global 'base' is a copy
 * of the base's table; the variant's table is merged into the base's (its
 * fields replace the base's, its options and library entries are merged one
 * by one). Its cards are those of cards/BASE/ plus cards/<rules>/ when it
 * exists, a file of the variant's replacing the base's of the same name. */
#ifndef CV_POOL_H
#define CV_POOL_H

#include <stddef.h>

#include "sandbox.h"

/* A declared ruleset option (R.options). */
typedef struct cv_optdecl {
    char *name;
    char *dflt;    /* the default, or NULL */
    char **values; /* the allowed values, in order; NULL: any value */
    size_t nvalues;
    char *group;   /* the heading it is listed under (R.options[name].group), or NULL */
} cv_optdecl;

typedef struct cv_pool {
    char *root, *rules;
    char **chain;         /* rules, then the ruleset it extends, and so on (R.extends) */
    size_t nchain;
    size_t loading;       /* the chain's ruleset whose rules.lua is running (include) */
    cv_sandbox sb;
    unsigned refs;        /* games holding the pool, plus one while it is cached */
    char **warnings;      /* the card files refused, as messages naming file and line */
    size_t nwarnings;
    char **keys;          /* the card keys, sorted */
    int *defs;            /* for each key, a registry reference to its frozen definition */
    unsigned long long *words; /* for each key, the timing words its abilities use (bits) */
    size_t nkeys;
    char **titles;        /* the distinct titles, sorted */
    size_t ntitles;
    char **shared;        /* the titles two or more keys share, sorted */
    size_t nshared;
    cv_optdecl *opts;     /* sorted by name */
    size_t nopts;
    int is_active, value, suppressed; /* registry references to R's hooks, or LUA_NOREF */
    struct cv_pool *next; /* the process's cache */
    /* answers its games ran watched, and those the watchdog stopped: a
     * ruleset whose steps are often long counts them all (vm/game.c) */
    unsigned long watched, stopped;
} cv_pool;

/* The pool of ruleset 'rules' under 'root': the cached one, or, when there
 * is none or 'fresh' is set, one read from disk now (which then replaces the
 * cached one for later games). The caller holds a reference: release it with
 * cv_pool_close. NULL with err set when the ruleset does not load (a card
 * that does not load is a warning, not a failure). */
cv_pool *cv_pool_open(const char *root, const char *rules, int fresh, char *err, size_t errlen);

/* Releases a reference; the pool is freed with its last one. NULL is fine. */
void cv_pool_close(cv_pool *p);

/* Frees the cached pools that no game holds. */
void cv_pool_flush(void);

/* Do two or more cards of the pool share this title? */
int cv_pool_title_shared(const cv_pool *p, const char *title);

/* Is 'key' a card of the pool? Was card file <key>.lua refused? */
int cv_pool_known(const cv_pool *p, const char *key);

/* The registry reference to the frozen definition of card 'key', or 0;
 * with 'words' set, the timing words its abilities use go there (a bit per
 * declared word, cv_pool_word_bit). */
int cv_pool_def(const cv_pool *p, const char *key, unsigned long long *words);

/* The bit of timing word 'word' (0: not a declared word, or past the 62nd).
 * Runs kernel Lua on the pool's main thread. */
unsigned long long cv_pool_word_bit(cv_pool *p, lua_State *L, const char *word);
int cv_pool_refused(const cv_pool *p, const char *key);

/* The folder under cards/ that holds 'file' (a card or deck file named
 * relative to cards/<rules>/): the ruleset's own when it has the file, else
 * the nearest base's (R.extends); the ruleset's own when none has it. The
 * string belongs to the pool. */
const char *cv_pool_cards_folder(const cv_pool *p, const char *file);

/* Resolves "name=value" strings against the declared options: every
 * declared option with its default, overridden by 'given'. On success
 * *names and *values (malloc'd arrays of malloc'd strings, sorted by name,
 * *n entries) belong to the caller. CV_EARG with err naming the option and
 * what is allowed. */
int cv_pool_options(const cv_pool *p, const char *const *given, int ngiven, char ***names,
                    char ***values, size_t *n, char *err, size_t errlen);

/* For pool.c, while the pool loads (vm/options.c): [-0, +0] reads the
 * option declarations from K.option_decls() (the kernel table at stack
 * index 'kernel'), with the group each is listed under (a string 'group'
 * in its entry of R.options, the ruleset at 'rules'), into p->opts; 0, or
 * -1 with err set. And frees them. */
int cv_pool_read_options(cv_pool *p, int kernel, int rules, char *err, size_t len);
void cv_pool_free_options(cv_pool *p);

#endif
