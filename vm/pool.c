/* pool: loading a ruleset and its card pool once. See pool.h. */
#include "pool.h"

#include <ctype.h>
#include <dirent.h>
#include <lauxlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "api.h"
#include "cardvm.h"
#include "cvlex.h"
#include "kernel_lua.h"
#include "pure.h"
#include "str.h"

#define MEM_LIMIT ((size_t)512 << 20) /* bytes of Lua memory for a pool and its games */
#define BUDGET_STEP 20000000LL        /* instructions a file may run while loading */
#define SCRIPT_CAP ((size_t)4 << 20)  /* bytes a rules or card file may have */

static cv_pool *cache; /* the pools kept for later games, newest first */

static void seterr(char *err, size_t len, const char *msg)
{
    if (err && len) snprintf(err, len, "%s", msg);
}

static void free_list(char **v, size_t n)
{
    if (!v) return;
    for (size_t i = 0; i < n; i++)
        free(v[i]);
    free(v);
}

/* Appends a copy of 's' to a growable list; -1 when out of memory. */
static int push_str(char ***v, size_t *n, const char *s)
{
    char **nv = realloc(*v, (*n + 1) * sizeof *nv);
    if (!nv) return -1;
    *v = nv;
    if (!(nv[*n] = cv_str_dup(s))) return -1;
    (*n)++;
    return 0;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* "FOLDER/FILE" strings by FILE. */
static int cmp_by_file(const void *a, const void *b)
{
    return strcmp(strchr(*(char *const *)a, '/') + 1, strchr(*(char *const *)b, '/') + 1);
}

/* ---- files ---------------------------------------------------------------- */

/* [-0, +1] Loads file root/rel as a text chunk named "@rel" with the table
 * at 'env' as its _ENV, and pushes the function; or pushes nothing and
 * returns -1 with err set (the file cannot be read, a syntax error). */
static int load_file(cv_pool *p, const char *rel, int env, char *err, size_t len)
{
    lua_State *L = p->sb.L;
    env = lua_absindex(L, env);
    char *path = cv_str_fmt("%s/%s", p->root, rel);
    char *chunk = cv_str_fmt("@%s", rel);
    size_t n = 0;
    const char *why = "cannot read the file";
    char *src = path ? cv_sandbox_slurp(path, SCRIPT_CAP, &n, &why) : NULL;
    int rc = -1;
    if (!path || !chunk) {
        seterr(err, len, "out of memory");
    } else if (!src) {
        snprintf(err, len, "%s: %s", rel, why);
    } else if (cv_sandbox_load(L, src, n, chunk, env) != LUA_OK) {
        snprintf(err, len, "%s", lua_tostring(L, -1));
        lua_pop(L, 1);
    } else {
        rc = 0;
    }
    free(path);
    free(chunk);
    free(src);
    return rc;
}

/* [-(nargs+1), +nres] A protected call; on failure err holds the message
 * and nothing is left on the stack. */
static int call(lua_State *L, int nargs, int nres, char *err, size_t len)
{
    if (cv_sandbox_pcall(L, nargs, nres) == LUA_OK) return 0;
    snprintf(err, len, "%s", lua_tostring(L, -1));
    lua_pop(L, 1);
    return -1;
}

/* Is 'name' a plain name (lowercase letters, digits, '_' and '-')? */
static int plain_name(const char *name)
{
    if (!*name) return 0;
    for (const char *c = name; *c; c++)
        if (!(*c == '_' || *c == '-' || (*c >= 'a' && *c <= 'z') || (*c >= '0' && *c <= '9')))
            return 0;
    return 1;
}

/* Does file root/rel exist? */
static int exists(const cv_pool *p, const char *rel)
{
    char *path = cv_str_fmt("%s/%s", p->root, rel);
    int ok = path && access(path, F_OK) == 0;
    free(path);
    return ok;
}

/* include(name): runs scripts/<rules>/<name>.lua in the ruleset's environment
 * and returns its results: the folder of the ruleset whose rules.lua is
 * loading (p->loading), else, when it has no such file, the nearest base's
 * (R.extends). Upvalues: the environment, the pool. */
static int rules_include(lua_State *L)
{
    cv_pool *p = lua_touserdata(L, lua_upvalueindex(2));
    const char *name = luaL_checkstring(L, 1);
    if (!plain_name(name)) return luaL_error(L, "include: '%s' is not a plain file name", name);
    char rel[512], err[1024];
    size_t k = p->loading;
    snprintf(rel, sizeof rel, "scripts/%s/%s.lua", p->chain[k], name);
    while (k + 1 < p->nchain && !exists(p, rel))
        snprintf(rel, sizeof rel, "scripts/%s/%s.lua", p->chain[++k], name);
    int top = lua_gettop(L);
    if (load_file(p, rel, lua_upvalueindex(1), err, sizeof err))
        return luaL_error(L, "include: %s", err);
    lua_call(L, 0, LUA_MULTRET);
    return lua_gettop(L) - top;
}

/* The card files of the ruleset, sorted, each as "FOLDER/FILE" relative to
 * cards/: those of cards/<rules>/, then those of its bases' folders
 * (R.extends) that it does not have itself (a variant's card file replaces
 * its base's of the same name). */
static char **card_files(const cv_pool *p, size_t *count)
{
    char **v = NULL;
    size_t n = 0;
    *count = 0;
    for (size_t k = 0; k < p->nchain; k++) {
        char *dir = cv_str_fmt("%s/cards/%s", p->root, p->chain[k]);
        DIR *d = dir ? opendir(dir) : NULL;
        free(dir);
        if (!d) continue;
        struct dirent *e;
        while ((e = readdir(d))) {
            size_t l = strlen(e->d_name);
            if (l < 5 || strcmp(e->d_name + l - 4, ".lua") || e->d_name[0] == '.') continue;
            int seen = 0; /* a nearer folder has it already */
            for (size_t i = 0; i < n && !seen; i++)
                seen = !strcmp(strchr(v[i], '/') + 1, e->d_name);
            char *rel = seen ? NULL : cv_str_fmt("%s/%s", p->chain[k], e->d_name);
            if (!seen && (!rel || push_str(&v, &n, rel))) {
                free(rel);
                break;
            }
            free(rel);
        }
        closedir(d);
    }
    if (n) qsort(v, n, sizeof *v, cmp_by_file);
    *count = n;
    return v;
}

/* ---- checking a card -------------------------------------------------------- */

/* check_card(card, words): nil, or why the card (a value a card file
 * returned) is not one: no title, abilities that are not tables, a timing
 * word the ruleset does not declare. Run protected: reading a hostile table
 * may raise. */
static int check_card(lua_State *L)
{
    if (!lua_istable(L, 1)) {
        lua_pushliteral(L, "the file must return a table (the card)");
        return 1;
    }
    if (lua_getfield(L, 1, "title") != LUA_TSTRING) {
        lua_pushliteral(L, "the card has no 'title' string");
        return 1;
    }
    int t = lua_getfield(L, 1, "abilities");
    if (t == LUA_TNIL) return 0;
    if (t != LUA_TTABLE) {
        lua_pushliteral(L, "'abilities' must be a list of tables");
        return 1;
    }
    int abs = lua_gettop(L);
    for (lua_Integer i = 1; lua_geti(L, abs, i) != LUA_TNIL; i++) {
        if (!lua_istable(L, -1)) {
            lua_pushfstring(L, "ability %d is not a table", (int)i);
            return 1;
        }
        if (lua_getfield(L, -1, "word") == LUA_TSTRING && lua_istable(L, 2)) {
            const char *w = lua_tostring(L, -1);
            int ok = 0;
            for (lua_Integer k = 1; !ok && lua_rawgeti(L, 2, k) != LUA_TNIL; k++) {
                ok = lua_type(L, -1) == LUA_TSTRING && strcmp(lua_tostring(L, -1), w) == 0;
                lua_pop(L, 1);
            }
            if (!ok) { /* with the nearest words the ruleset has (K.nearest) */
                lua_getfield(L, LUA_REGISTRYINDEX, "cv.K");
                if (lua_getfield(L, -1, "nearest") == LUA_TFUNCTION) {
                    lua_pushstring(L, w);
                    lua_pushvalue(L, 2);
                    lua_call(L, 2, 1);
                }
                lua_pushfstring(L, "ability %d: unknown timing word '%s' (nearest: %s)", (int)i, w,
                                lua_isstring(L, -1) ? lua_tostring(L, -1) : "none");
                return 1;
            }
        }
        lua_settop(L, abs);
    }
    return 0;
}

/* Puts "rel: " before a message that does not name the file already (Lua's
 * own "C stack overflow" or "not enough memory" name none). */
static void named(const char *rel, char *msg, size_t len)
{
    if (!strncmp(msg, rel, strlen(rel))) return;
    char *tmp = cv_str_dup(msg);
    if (tmp) snprintf(msg, len, "%s: %s", rel, tmp);
    free(tmp);
}

/* [-3, +0] Calls a check (a function and two arguments on the stack):
 * NULL when it passes (returns nothing), else why not, in 'buf'. */
static const char *verdict(lua_State *L, char *buf, size_t len)
{
    if (call(L, 2, 1, buf, len)) return buf;
    const char *why = NULL;
    if (lua_type(L, -1) == LUA_TSTRING) {
        snprintf(buf, len, "%s", lua_tostring(L, -1));
        why = buf;
    }
    lua_pop(L, 1);
    return why;
}

/* pure_check(card, freeze) -> nil or why: the card's functions keep no
 * state of their own (pure.h); upvalue 1 is the card file's chunk name,
 * upvalue 2 the library's C functions (cv_pure_library). */
static int pure_check(lua_State *L)
{
    char why[512];
    lua_settop(L, 2);
    lua_pushvalue(L, lua_upvalueindex(2));
    if (cv_pure_card(L, 1, 2, 3, lua_tostring(L, lua_upvalueindex(1)), why, sizeof why)) {
        lua_pushstring(L, why);
        return 1;
    }
    return 0;
}

/* Refuses card file 'rel' with 'msg': a warning, and K.refuse so that a
 * position naming an unknown title can point at the refused files. */
static void refuse(cv_pool *p, int kernel, const char *msg)
{
    lua_State *L = p->sb.L;
    push_str(&p->warnings, &p->nwarnings, msg);
    lua_getfield(L, kernel, "refuse");
    lua_pushstring(L, msg);
    char err[256];
    call(L, 1, 0, err, sizeof err);
}

/* Loads every card file of the ruleset: refused ones become warnings. The
 * kernel table is at 'kernel', the ruleset at 'rules', G at 'G'. */
static void load_cards(cv_pool *p, int kernel, int rules, int G)
{
    lua_State *L = p->sb.L;
    /* Cards see the sandbox globals plus a read-only 'rules' (the ruleset's
     * library): env -> base -> G. */
    lua_newtable(L);
    int base = lua_gettop(L);
    lua_newtable(L);
    lua_pushvalue(L, G);
    lua_setfield(L, -2, "__index");
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_setmetatable(L, base);
    if (lua_getfield(L, rules, "lib") == LUA_TTABLE) {
        /* read-only all the way down (K.readonly): no card changes what
         * the rules, or another game, read */
        char err[256];
        lua_getfield(L, kernel, "readonly");
        lua_insert(L, -2);
        lua_pushliteral(L, "rules");
        if (call(L, 2, 1, err, sizeof err) == 0) {
            lua_pushvalue(L, -1);
            lua_setfield(L, base, "rules");
            lua_setfield(L, LUA_REGISTRYINDEX, "cv.lib"); /* the same view for queries */
        } else {
            push_str(&p->warnings, &p->nwarnings, err);
        }
    } else {
        lua_pop(L, 1);
    }
    lua_getfield(L, rules, "timing_words");
    int words = lua_gettop(L);

    int pure = cv_pure_supported(L);
    if (!pure) push_str(&p->warnings, &p->nwarnings,
                        "this Lua's bytecode is not the one cardvm reads: card files are not "
                        "checked for state kept between calls (vm/pure.c)");
    int library = pure ? cv_pure_library(L, base) : 0; /* the C functions cards share */
    size_t n;
    char **files = card_files(p, &n);
    for (size_t i = 0; i < n; i++) {
        char rel[512], err[1024], msg[2048];
        snprintf(rel, sizeof rel, "cards/%s", files[i]);
        cv_sandbox_env(L, base, 1);
        if (load_file(p, rel, -1, err, sizeof err) || call(L, 0, 1, err, sizeof err)) {
            lua_pop(L, 1);
            named(rel, err, sizeof err);
            refuse(p, kernel, err);
            continue;
        }
        int card = lua_gettop(L);
        const char *why = NULL;
        lua_pushcfunction(L, check_card);
        lua_pushvalue(L, card);
        lua_pushvalue(L, words);
        why = verdict(L, err, sizeof err);
        if (!why) { /* the kernel's check of the abilities */
            lua_getfield(L, kernel, "check_card");
            lua_pushvalue(L, card);
            lua_pushnil(L);
            why = verdict(L, err, sizeof err);
        }
        if (!why && lua_getfield(L, rules, "check_card") == LUA_TFUNCTION) {
            lua_pushstring(L, strchr(files[i], '/') + 1);
            lua_pushvalue(L, card);
            why = verdict(L, err, sizeof err);
        } else if (!why) {
            lua_pop(L, 1);
        }
        char *key = strchr(files[i], '/') + 1;
        key[strlen(key) - 4] = '\0'; /* the key: the name without .lua */
        if (!why) {
            lua_getfield(L, kernel, "define");
            lua_pushstring(L, key);
            lua_pushvalue(L, card);
            if (call(L, 2, 0, err, sizeof err)) why = err;
        }
        if (!why && pure) { /* no state of its own between calls */
            lua_pushfstring(L, "@%s", rel);
            lua_pushvalue(L, library);
            lua_pushcclosure(L, pure_check, 2);
            lua_pushvalue(L, card);
            lua_getfield(L, kernel, "freeze");
            why = verdict(L, err, sizeof err);
            if (why) {
                lua_getfield(L, kernel, "undefine");
                lua_pushstring(L, key);
                char again[256];
                call(L, 1, 0, again, sizeof again);
            }
        }
        if (why) {
            size_t rl = strlen(rel);
            if (!strncmp(why, rel, rl) && why[rl] == ':' && isdigit((unsigned char)why[rl + 1])) {
                snprintf(msg, sizeof msg, "%s", why); /* it names its line */
            } else {
                /* the line the refusal is about, read from the file's tokens */
                char *path = cv_str_fmt("%s/%s", p->root, rel);
                cv_lexed lx;
                int line = 0;
                if (path && cv_lex(path, &lx) == 0) {
                    line = cv_lex_locate(&lx, why);
                    cv_lexed_free(&lx);
                }
                free(path);
                if (line)
                    snprintf(msg, sizeof msg, "%s:%d: refused: %s", rel, line, why);
                else
                    snprintf(msg, sizeof msg, "%s: refused: %s", rel, why);
            }
            refuse(p, kernel, msg);
        }
        lua_settop(L, card - 2); /* the card and its env */
    }
    free_list(files, n);
    lua_settop(L, base - 1);
}

/* ---- what the C side keeps of the pool ------------------------------------------- */

/* [-0, +0] Copies the list of strings returned by K[fn]() into *v. */
static int read_list(cv_pool *p, int kernel, const char *fn, char ***v, size_t *n, char *err,
                     size_t len)
{
    lua_State *L = p->sb.L;
    lua_getfield(L, kernel, fn);
    if (call(L, 0, 1, err, len)) return -1;
    for (lua_Integer i = 1; lua_rawgeti(L, -1, i) == LUA_TSTRING; i++) {
        if (push_str(v, n, lua_tostring(L, -1))) {
            lua_pop(L, 2);
            seterr(err, len, "out of memory");
            return -1;
        }
        lua_pop(L, 1);
    }
    lua_pop(L, 2);
    return 0;
}

/* [-0, +0] A registry reference to each key's frozen definition, so a
 * card reaches its definition without a lookup by name (cv.def). */
static int def_refs(cv_pool *p, int kernel, char *err, size_t len)
{
    lua_State *L = p->sb.L;
    p->defs = calloc(p->nkeys ? p->nkeys : 1, sizeof *p->defs);
    p->words = calloc(p->nkeys ? p->nkeys : 1, sizeof *p->words);
    if (!p->defs || !p->words) {
        seterr(err, len, "out of memory");
        return -1;
    }
    lua_getfield(L, kernel, "defs");
    lua_getfield(L, kernel, "word_mask");
    for (size_t i = 0; i < p->nkeys; i++) {
        lua_getfield(L, -2, p->keys[i]);
        p->defs[i] = luaL_ref(L, LUA_REGISTRYINDEX);
        lua_pushvalue(L, -1);
        lua_pushstring(L, p->keys[i]);
        lua_call(L, 1, 1);
        p->words[i] = (unsigned long long)lua_tointeger(L, -1);
        lua_pop(L, 1);
    }
    lua_pop(L, 2);
    return 0;
}

static void pool_free(cv_pool *p)
{
    cv_sandbox_close(&p->sb);
    free_list(p->warnings, p->nwarnings);
    free_list(p->keys, p->nkeys);
    free(p->defs);
    free(p->words);
    free_list(p->titles, p->ntitles);
    free_list(p->shared, p->nshared);
    cv_pool_free_options(p);
    free_list(p->chain, p->nchain);
    free(p->root);
    free(p->rules);
    free(p);
}

/* [-0, +0] Runs one of the kernel's Lua chunks in the kernel environment
 * 'penv'; the prelude returns the kernel table, the others take it. */
static int run_kernel_chunk(cv_pool *p, const char *src, const char *name, int penv, int kernel,
                            char *err, size_t len)
{
    lua_State *L = p->sb.L;
    if (cv_sandbox_load(L, src, strlen(src), name, penv) != LUA_OK) {
        snprintf(err, len, "%s", lua_tostring(L, -1));
        lua_pop(L, 1);
        return -1;
    }
    if (kernel) lua_pushvalue(L, kernel);
    return call(L, kernel ? 1 : 0, kernel ? 0 : 1, err, len);
}

/* [-0, +0] Gives scripts (rules, cards, queries) their 'cv': a read-only
 * view of a copy of the kernel's cv table without the kernel's own
 * functions (names starting with '_'), which only the kernel's Lua may
 * call. The kernel table is at 'api', the globals at 'G'. */
static void public_cv(lua_State *L, int G, int api)
{
    lua_newtable(L);
    int pub = lua_gettop(L);
    lua_pushnil(L);
    while (lua_next(L, api)) {
        if (lua_type(L, -2) == LUA_TSTRING && lua_tostring(L, -2)[0] != '_') {
            lua_pushvalue(L, -2);
            lua_insert(L, -2);
            lua_rawset(L, pub);
        } else {
            lua_pop(L, 1);
        }
    }
    lua_getmetatable(L, api); /* cv.options: the running game's */
    lua_setmetatable(L, pub);
    cv_sandbox_readonly(L, G, "cv", pub);
    lua_pop(L, 1);
}

/* ---- a ruleset that extends another (R.extends) ---------------------------------- */

#define MAX_EXTENDS 8 /* bases a ruleset may stand on */

/* p->chain: the ruleset, then the base its rules.lua names in
 * 'extends = "NAME"', then that one's base, and so on. -1 with err set on a
 * name that is not plain, a missing base, a cycle, or too long a chain. */
static int find_chain(cv_pool *p, char *err, size_t len)
{
    if (push_str(&p->chain, &p->nchain, p->rules)) goto oom;
    for (;;) {
        const char *at = p->chain[p->nchain - 1];
        char *path = cv_str_fmt("%s/scripts/%s/rules.lua", p->root, at);
        cv_lexed lx;
        char base[128] = "";
        int line = 0;
        if (!path) goto oom;
        if (cv_lex(path, &lx) == 0) {
            line = cv_lex_field_string(&lx, "extends", base, sizeof base);
            cv_lexed_free(&lx);
        }
        free(path);
        if (!line) return 0; /* extends nothing (or unreadable: load_file says so) */
        if (!plain_name(base)) {
            snprintf(err, len, "scripts/%s/rules.lua:%d: extends: '%s' is not a ruleset name", at,
                     line, base);
            return -1;
        }
        for (size_t k = 0; k < p->nchain; k++)
            if (!strcmp(p->chain[k], base)) {
                snprintf(err, len,
                         "scripts/%s/rules.lua:%d: extends '%s', which extends it: a cycle", at,
                         line, base);
                return -1;
            }
        char *probe = cv_str_fmt("scripts/%s/rules.lua", base);
        int there = probe && exists(p, probe);
        free(probe);
        if (!there) {
            snprintf(err, len,
                     "scripts/%s/rules.lua:%d: extends '%s': there is no scripts/%s/rules.lua", at,
                     line, base, base);
            return -1;
        }
        if (p->nchain > MAX_EXTENDS) {
            snprintf(err, len, "scripts/%s/rules.lua:%d: more than %d rulesets extend one another",
                     at, line, MAX_EXTENDS);
            return -1;
        }
        if (push_str(&p->chain, &p->nchain, base)) goto oom;
    }
oom:
    seterr(err, len, "out of memory");
    return -1;
}

/* [-0, +0] Copies every field of the table at 'from' into the table at 'to'. */
static void copy_fields(lua_State *L, int from, int to)
{
    from = lua_absindex(L, from);
    to = lua_absindex(L, to);
    lua_pushnil(L);
    while (lua_next(L, from)) {
        lua_pushvalue(L, -2);
        lua_insert(L, -2);
        lua_rawset(L, to);
    }
}

/* [-0, +0] Merges the table a variant's rules.lua returned (at 'child')
 * into its base's ruleset (at 'rules'), which becomes the variant's: each
 * field replaces the base's, except 'options', whose entries are merged
 * field by field (a variant may change only an option's default), and
 * 'lib', whose functions are added to the base's library. 'extends' itself
 * must be the name the file states (checked by the caller). */
static void merge_rules(lua_State *L, int child, int rules)
{
    lua_pushnil(L);
    while (lua_next(L, child)) {
        const char *k = lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : "";
        int merge = (!strcmp(k, "options") || !strcmp(k, "lib")) && lua_istable(L, -1);
        if (merge) {
            lua_pushvalue(L, -2);
            merge = lua_rawget(L, rules) == LUA_TTABLE;
            if (!merge) lua_pop(L, 1);
        }
        if (!merge) {
            lua_pushvalue(L, -2);
            lua_insert(L, -2);
            lua_rawset(L, rules);
            continue;
        }
        int mine = lua_gettop(L) - 1, theirs = lua_gettop(L);
        if (!strcmp(k, "lib")) {
            copy_fields(L, mine, theirs);
        } else { /* options: name -> declaration, merged field by field */
            lua_pushnil(L);
            while (lua_next(L, mine)) {
                lua_pushvalue(L, -2);
                if (lua_istable(L, -2) && lua_rawget(L, theirs) == LUA_TTABLE) {
                    copy_fields(L, -2, -1);
                    lua_pop(L, 2);
                } else {
                    lua_settop(L, theirs + 2);
                    lua_pushvalue(L, -2);
                    lua_insert(L, -2);
                    lua_rawset(L, theirs);
                }
            }
        }
        lua_pop(L, 2);
    }
}

/* [-0, +0|1] Runs scripts/<chain[k]>/rules.lua in the ruleset environment
 * 'renv'. The first (the base of all, into == 0) leaves its table on the
 * stack: the ruleset R. A variant's file sees its base's ruleset as the
 * global 'base' (a copy: its hooks can call the base's) and its table is
 * merged into R, at 'into' (merge_rules). */
static int run_rules(cv_pool *p, size_t k, int renv, int into, char *err, size_t len)
{
    lua_State *L = p->sb.L;
    char rel[512];
    snprintf(rel, sizeof rel, "scripts/%s/rules.lua", p->chain[k]);
    p->loading = k;
    if (into) {
        lua_newtable(L);
        copy_fields(L, into, -1);
        lua_setfield(L, renv, "base");
    }
    if (load_file(p, rel, renv, err, len) || call(L, 0, 1, err, len)) {
        named(rel, err, len);
        return -1;
    }
    if (!lua_istable(L, -1)) {
        snprintf(err, len, "%s: the ruleset must return a table", rel);
        lua_pop(L, 1);
        return -1;
    }
    if (lua_getmetatable(L, -1)) { /* the kernel reads R's fields from C */
        snprintf(err, len, "%s: the ruleset's table may not have a metatable", rel);
        lua_pop(L, 2);
        return -1;
    }
    int rules = lua_gettop(L);
    const char *want = k + 1 < p->nchain ? p->chain[k + 1] : NULL;
    int t = lua_getfield(L, rules, "extends");
    if (want ? t != LUA_TSTRING || strcmp(lua_tostring(L, -1), want) : t != LUA_TNIL) {
        snprintf(err, len,
                 "%s: extends must be the ruleset's name as a string literal "
                 "(extends = \"halo\")",
                 rel);
        lua_pop(L, 2);
        return -1;
    }
    lua_pop(L, 1);
    if (!into) return 0;
    merge_rules(L, rules, into);
    lua_pop(L, 1);
    return 0;
}

/* Reads the pool from disk. */
static cv_pool *load(const char *root, const char *rules, char *err, size_t len)
{
    cv_pool *p = calloc(1, sizeof *p);
    if (!p || !(p->root = cv_str_dup(root)) || !(p->rules = cv_str_dup(rules)) ||
        cv_sandbox_open(&p->sb, MEM_LIMIT, BUDGET_STEP)) {
        seterr(err, len, "out of memory");
        if (p) pool_free(p);
        return NULL;
    }
    lua_State *L = p->sb.L;
    lua_getfield(L, LUA_REGISTRYINDEX, "cv.G");
    int G = lua_gettop(L);
    cv_api_push(L);
    int api = lua_gettop(L);
    lua_pushvalue(L, api);
    lua_setfield(L, LUA_REGISTRYINDEX, "cv.api");

    /* The kernel's environment: G plus the real cv table, yield, xpcall and
     * next. Rules and cards see cv through a read-only view. */
    cv_sandbox_env(L, G, 0);
    int penv = lua_gettop(L);
    lua_pushvalue(L, api);
    lua_setfield(L, penv, "cv");
    lua_getglobal(L, "coroutine");
    lua_getfield(L, -1, "yield");
    lua_setfield(L, penv, "yield");
    lua_pop(L, 1);
    lua_getglobal(L, "xpcall");
    lua_setfield(L, penv, "xpcall");
    lua_getglobal(L, "next");
    lua_setfield(L, penv, "next");
    if (run_kernel_chunk(p, cv_prelude_lua, "=prelude", penv, 0, err, len)) goto fail;
    int kernel = lua_gettop(L);
    if (run_kernel_chunk(p, cv_names_lua, "=names", penv, kernel, err, len) ||
        run_kernel_chunk(p, cv_position_lua, "=position", penv, kernel, err, len) ||
        run_kernel_chunk(p, cv_host_lua, "=host", penv, kernel, err, len))
        goto fail;
    lua_pushvalue(L, kernel);
    lua_setfield(L, LUA_REGISTRYINDEX, "cv.K");
    public_cv(L, G, api);

    /* The ruleset: a strict environment over G with include(); the bases
     * it extends first, in the same environment. */
    char rel[512];
    snprintf(rel, sizeof rel, "scripts/%s/rules.lua", rules);
    if (find_chain(p, err, len)) goto fail;
    cv_sandbox_env(L, G, 0);
    int renv = lua_gettop(L);
    lua_pushvalue(L, renv);
    lua_pushlightuserdata(L, p);
    lua_pushcclosure(L, rules_include, 2);
    lua_setfield(L, renv, "include");
    int R = 0;
    for (size_t k = p->nchain; k-- > 0;) {
        if (run_rules(p, k, renv, R, err, len)) goto fail;
        if (!R) R = lua_gettop(L);
    }
    p->loading = 0;
    lua_pushvalue(L, R);
    lua_setfield(L, LUA_REGISTRYINDEX, "cv.rules");
    /* the hooks the kernel calls from C (value.c) */
    static const char *const hooks[] = {"is_active", "value", "suppressed"};
    int *refs[] = {&p->is_active, &p->value, &p->suppressed};
    for (int h = 0; h < 3; h++) {
        lua_pushstring(L, hooks[h]);
        if (lua_rawget(L, R) == LUA_TFUNCTION)
            *refs[h] = luaL_ref(L, LUA_REGISTRYINDEX);
        else {
            lua_pop(L, 1);
            *refs[h] = LUA_NOREF;
        }
    }
    lua_getfield(L, kernel, "set_rules");
    lua_pushvalue(L, R);
    lua_pushstring(L, rules);
    if (call(L, 2, 0, err, len)) goto fail;
    char why[1024];
    if (cv_pool_read_options(p, kernel, R, why, sizeof why)) {
        snprintf(err, len, "%s: %s", rel, why);
        goto fail;
    }

    load_cards(p, kernel, R, G);
    if (read_list(p, kernel, "keys", &p->keys, &p->nkeys, err, len) ||
        read_list(p, kernel, "titles", &p->titles, &p->ntitles, err, len) ||
        read_list(p, kernel, "shared_titles", &p->shared, &p->nshared, err, len) ||
        def_refs(p, kernel, err, len))
        goto fail;
    lua_settop(L, 0);
    lua_gc(L, LUA_GCCOLLECT);
    return p;
fail:
    pool_free(p);
    return NULL;
}

/* ---- the cache ----------------------------------------------------------------- */

static void uncache(cv_pool *p)
{
    for (cv_pool **q = &cache; *q; q = &(*q)->next)
        if (*q == p) {
            *q = p->next;
            p->next = NULL;
            cv_pool_close(p);
            return;
        }
}

cv_pool *cv_pool_open(const char *root, const char *rules, int fresh, char *err, size_t errlen)
{
    char tmp[8];
    if (!err) {
        err = tmp;
        errlen = sizeof tmp;
    }
    cv_pool *old = NULL;
    for (cv_pool *p = cache; p; p = p->next)
        if (!strcmp(p->root, root) && !strcmp(p->rules, rules)) old = p;
    if (old && !fresh) {
        old->refs++;
        return old;
    }
    cv_pool *p = load(root, rules, err, errlen);
    if (!p) return NULL;
    if (old) uncache(old);
    p->refs = 2; /* the caller's and the cache's */
    p->next = cache;
    cache = p;
    return p;
}

void cv_pool_close(cv_pool *p)
{
    if (p && --p->refs == 0) pool_free(p);
}

void cv_pool_flush(void)
{
    cv_pool **q = &cache;
    while (*q) {
        cv_pool *p = *q;
        if (p->refs == 1) {
            *q = p->next;
            pool_free(p);
        } else {
            q = &p->next;
        }
    }
}

void cv_release_cache(void)
{
    cv_pool_flush();
}

int cv_rules_warnings(const char *root, const char *rules, void (*fn)(const char *msg, void *ud),
                      void *ud, char *err, size_t errlen)
{
    cv_pool *p = cv_pool_open(root, rules, 0, err, errlen);
    if (!p) return CV_EFILE;
    for (size_t i = 0; i < p->nwarnings; i++)
        fn(p->warnings[i], ud);
    cv_pool_close(p);
    return CV_OK;
}

int cv_pool_known(const cv_pool *p, const char *key)
{
    return p->nkeys && bsearch(&key, p->keys, p->nkeys, sizeof *p->keys, cmp_str) != NULL;
}

int cv_pool_title_shared(const cv_pool *p, const char *title)
{
    return p->nshared && bsearch(&title, p->shared, p->nshared, sizeof *p->shared, cmp_str) != NULL;
}

int cv_pool_def(const cv_pool *p, const char *key, unsigned long long *words)
{
    char **k = p->nkeys ? bsearch(&key, p->keys, p->nkeys, sizeof *p->keys, cmp_str) : NULL;
    if (words) *words = k ? p->words[k - p->keys] : 0;
    return k ? p->defs[k - p->keys] : 0;
}

unsigned long long cv_pool_word_bit(cv_pool *p, lua_State *L, const char *word)
{
    (void)p;
    lua_getfield(L, LUA_REGISTRYINDEX, "cv.K");
    lua_getfield(L, -1, "word_bit");
    lua_pushstring(L, word);
    lua_call(L, 1, 1);
    unsigned long long bit = (unsigned long long)lua_tointeger(L, -1);
    lua_pop(L, 2);
    return bit;
}

int cv_pool_refused(const cv_pool *p, const char *key)
{
    char needle[300];
    for (size_t k = 0; k < p->nchain; k++) {
        snprintf(needle, sizeof needle, "cards/%s/%s.lua:", p->chain[k], key);
        for (size_t i = 0; i < p->nwarnings; i++)
            if (strstr(p->warnings[i], needle)) return 1;
    }
    return 0;
}

const char *cv_pool_cards_folder(const cv_pool *p, const char *file)
{
    for (size_t k = 0; k < p->nchain; k++) {
        char *rel = cv_str_fmt("cards/%s/%s", p->chain[k], file);
        int there = rel && exists(p, rel);
        free(rel);
        if (there) return p->chain[k];
    }
    return p->rules;
}
