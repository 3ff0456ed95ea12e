/* game: the public interface (cardvm.h). Loads a ruleset, its cards and the
 * decks into a sandbox, runs the game as a Lua coroutine that yields at each
 * decision, and records the answers.
 *
 * Failure is local: when a step fails (a script error, the instruction budget,
 * the memory cap), the game is rebuilt from its record (the same ruleset,
 * decks, seed and answers), which brings back, bit for bit, the state it had
 * at the last decision. */
#include "cardvm.h"

#include <dirent.h>
#include <lauxlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api.h"
#include "game_state.h"
#include "prelude.h"
#include "sandbox.h"
#include "state.h"
#include "str.h"

#define MEM_LIMIT ((size_t)256 << 20)
#define BUDGET_STEP 20000000LL /* instructions between two decisions */

struct cv_game {
    /* the record, minus the answers: what the game is built from */
    char *root, *rules;
    char **decks;
    int ndecks;
    char **options;
    int noptions;
    uint64_t seed;
    char *position;
    /* the answers so far (0-based option indexes) and their labels */
    size_t *answers;
    char **labels;
    size_t nanswers, capanswers;
    cv_config cfg; /* a view of the fields above, for cv_game_config */
    /* the running game */
    cv_sandbox sb;
    cv_state *s;
    lua_State *co;
    char **warnings;
    size_t nwarnings, capwarnings;
};

static void seterr(char *err, size_t len, const char *fmt, const char *a, const char *b)
{
    if (err && len) snprintf(err, len, fmt, a ? a : "", b ? b : "");
}

static char **dup_list(const char **v, int n)
{
    char **out = calloc((size_t)(n > 0 ? n : 1), sizeof *out);
    if (!out) return NULL;
    for (int i = 0; i < n; i++)
        if (v[i] && !(out[i] = cv_str_dup(v[i]))) {
            while (i--)
                free(out[i]);
            free(out);
            return NULL;
        }
    return out;
}

static void free_list(char **v, int n)
{
    if (!v) return;
    for (int i = 0; i < n; i++)
        free(v[i]);
    free(v);
}

static void warn(cv_game *g, const char *msg)
{
    if (g->nwarnings == g->capwarnings) {
        size_t cap = g->capwarnings ? g->capwarnings * 2 : 8;
        char **w = realloc(g->warnings, cap * sizeof *w);
        if (!w) return;
        g->warnings = w;
        g->capwarnings = cap;
    }
    char *m = cv_str_dup(msg);
    if (m) g->warnings[g->nwarnings++] = m;
}

/* Tears down the running game (not the record). */
static void stop(cv_game *g)
{
    cv_sandbox_close(&g->sb);
    cv_state_free(g->s);
    g->s = NULL;
    g->co = NULL;
    for (size_t i = 0; i < g->nwarnings; i++)
        free(g->warnings[i]);
    g->nwarnings = 0;
}

/* [-1, +0] Turns the error value on top of L into a message in err (a
 * string, or a table with 'msg' from the prelude) and pops it. */
static void take_error(lua_State *L, cv_state *s, char *err, size_t len)
{
    const char *msg = NULL;
    if (lua_istable(L, -1)) {
        lua_getfield(L, -1, "msg");
        msg = lua_tostring(L, -1);
        lua_pop(L, 1); /* the table keeps the string alive */
    } else {
        msg = lua_tostring(L, -1);
    }
    if (!msg) msg = "a script raised an error that is not a string";
    if (s && s->ncauses && !strstr(msg, "(in the "))
        snprintf(err, len, "%s (while: %s)", msg, cv_state_cause(s));
    else
        snprintf(err, len, "%s", msg);
    lua_pop(L, 1);
}

/* Runs the game coroutine with 'nargs' arguments on its stack until the next
 * decision or the end. CV_OK, or CV_ESCRIPT with the message in err. */
static int run(cv_game *g, int nargs, char *err, size_t len)
{
    int nres = 0;
    cv_sandbox_arm(&g->sb, g->co);
    int rc = lua_resume(g->co, g->sb.L, nargs, &nres);
    if (rc == LUA_YIELD) {
        lua_pop(g->co, nres);
        if (!g->s->decision.active) {
            seterr(err, len, "a script yielded without a decision%s%s", "", "");
            return CV_ESCRIPT;
        }
        return CV_OK;
    }
    if (rc == LUA_OK) {
        lua_pop(g->co, nres);
        if (!g->s->over) cv_state_end(g->s, "the game ended without a result", 0);
        return CV_OK;
    }
    take_error(g->co, g->s, err, len);
    return CV_ESCRIPT;
}

/* ---- loading ------------------------------------------------------------ */

/* [-0, +0] Runs the function on top of L (popping it) with its results left
 * as 'nres' values. On error writes err and returns nonzero. */
static int call(cv_game *g, int nargs, int nres, char *err, size_t len)
{
    cv_sandbox_arm(&g->sb, g->sb.L);
    if (lua_pcall(g->sb.L, nargs, nres, 0) != LUA_OK) {
        take_error(g->sb.L, NULL, err, len);
        return -1;
    }
    return 0;
}

/* [-0, +1] Loads file root/rel as a text chunk named "@rel" with the table
 * at 'env' as its _ENV, and pushes the function. Nonzero with err set on
 * failure (the file cannot be read, a syntax error). */
static int load_file(cv_game *g, const char *rel, int env, char *err, size_t len)
{
    lua_State *L = g->sb.L;
    env = lua_absindex(L, env);
    char *path = cv_str_fmt("%s/%s", g->root, rel);
    char *chunk = cv_str_fmt("@%s", rel);
    size_t n = 0;
    char *src = path ? cv_sandbox_slurp(path, &n) : NULL;
    int rc = -1;
    if (!path || !chunk) {
        seterr(err, len, "out of memory%s%s", "", "");
    } else if (!src) {
        seterr(err, len, "%s: cannot read the file%s", rel, "");
    } else if (cv_sandbox_load(L, src, n, chunk, env) != LUA_OK) {
        take_error(L, NULL, err, len);
    } else {
        rc = 0;
    }
    free(path);
    free(chunk);
    free(src);
    return rc;
}

/* include(name): runs scripts/<rules>/<name>.lua in the ruleset's environment
 * and returns its results. Upvalues: the environment, the rules name. */
static int rules_include(lua_State *L)
{
    cv_game *g = lua_touserdata(L, lua_upvalueindex(2));
    const char *name = luaL_checkstring(L, 1);
    for (const char *p = name; *p; p++)
        if (!(*p == '_' || *p == '-' || (*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9')))
            return luaL_error(L, "include: '%s' is not a plain file name", name);
    char rel[512], err[1024];
    snprintf(rel, sizeof rel, "scripts/%s/%s.lua", g->rules, name);
    int top = lua_gettop(L);
    if (load_file(g, rel, lua_upvalueindex(1), err, sizeof err))
        return luaL_error(L, "include: %s", err);
    lua_call(L, 0, LUA_MULTRET);
    return lua_gettop(L) - top;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The card files of the ruleset, sorted (caller frees with free_list). */
static char **card_files(cv_game *g, int *count)
{
    char *dir = cv_str_fmt("%s/cards/%s", g->root, g->rules);
    DIR *d = dir ? opendir(dir) : NULL;
    free(dir);
    *count = 0;
    if (!d) return NULL;
    char **v = NULL;
    int n = 0, cap = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        size_t l = strlen(e->d_name);
        if (l < 5 || strcmp(e->d_name + l - 4, ".lua") || e->d_name[0] == '.') continue;
        if (n == cap) {
            cap = cap ? cap * 2 : 64;
            char **nv = realloc(v, (size_t)cap * sizeof *nv);
            if (!nv) break;
            v = nv;
        }
        if (!(v[n] = cv_str_dup(e->d_name))) break;
        n++;
    }
    closedir(d);
    if (n) qsort(v, (size_t)n, sizeof *v, cmp_str);
    *count = n;
    return v;
}

/* [-0, +0] Checks a loaded card definition (on top of L) against the
 * ruleset's timing words. Returns NULL or a message (static buffer). */
static const char *check_card(lua_State *L, int rules)
{
    static char why[256];
    if (!lua_istable(L, -1)) return "the file must return a table (the card)";
    if (lua_getfield(L, -1, "title") != LUA_TSTRING) {
        lua_pop(L, 1);
        return "the card has no 'title' string";
    }
    lua_pop(L, 1);
    if (lua_getfield(L, -1, "abilities") == LUA_TNIL) {
        lua_pop(L, 1);
        return NULL;
    }
    if (!lua_istable(L, -1)) {
        lua_pop(L, 1);
        return "'abilities' must be a list of tables";
    }
    lua_getfield(L, rules, "timing_words");
    int words = lua_gettop(L);
    const char *bad = NULL;
    for (lua_Integer i = 1; !bad && lua_rawgeti(L, -2, i) != LUA_TNIL; i++) {
        if (!lua_istable(L, -1)) {
            snprintf(why, sizeof why, "ability %d is not a table", (int)i);
            bad = why;
        } else if (lua_getfield(L, -1, "word") == LUA_TSTRING) {
            const char *w = lua_tostring(L, -1);
            int ok = !lua_istable(L, words);
            for (lua_Integer k = 1; !ok && lua_rawgeti(L, words, k) != LUA_TNIL; k++) {
                ok = lua_isstring(L, -1) && strcmp(lua_tostring(L, -1), w) == 0;
                lua_pop(L, 1);
            }
            if (!ok) lua_pop(L, 1); /* the nil that ended the loop */
            if (!ok) {
                snprintf(why, sizeof why, "ability %d: unknown timing word '%s'", (int)i, w);
                bad = why;
            }
            lua_pop(L, 1);
        } else {
            lua_pop(L, 1);
        }
        lua_pop(L, 1);
    }
    lua_settop(L, words - 2);
    return bad;
}

/* Tells the kernel table (at 'kernel') of a refused card file. */
static void refuse(cv_game *g, int kernel, const char *msg)
{
    lua_State *L = g->sb.L;
    lua_getfield(L, kernel, "refuse");
    lua_pushstring(L, msg);
    lua_call(L, 1, 0);
}

/* Loads every card file of the ruleset: refused ones become warnings. The
 * kernel table is at 'kernel', the ruleset at 'rules', G at 'G'. */
static void load_cards(cv_game *g, int kernel, int rules, int G)
{
    lua_State *L = g->sb.L;
    /* Cards see the sandbox globals plus 'rules' (the ruleset's lib). */
    lua_newtable(L);
    int base = lua_gettop(L);
    lua_newtable(L);
    lua_pushvalue(L, G);
    lua_setfield(L, -2, "__index");
    lua_setmetatable(L, base);
    lua_getfield(L, rules, "lib");
    lua_setfield(L, base, "rules");

    int n;
    char **files = card_files(g, &n);
    for (int i = 0; i < n; i++) {
        char rel[512], err[1024];
        snprintf(rel, sizeof rel, "cards/%s/%s", g->rules, files[i]);
        cv_sandbox_env(L, base, 1);
        if (load_file(g, rel, -1, err, sizeof err) || call(g, 0, 1, err, sizeof err)) {
            lua_pop(L, 1);
            warn(g, err);
            refuse(g, kernel, err);
            continue;
        }
        const char *why = check_card(L, rules);
        if (!why) {
            lua_getfield(L, rules, "check_card");
            if (lua_isfunction(L, -1)) {
                lua_pushstring(L, files[i]);
                lua_pushvalue(L, -3);
                if (call(g, 2, 1, err, sizeof err)) {
                    why = err;
                } else {
                    if (lua_isstring(L, -1)) {
                        snprintf(err, sizeof err, "%s", lua_tostring(L, -1));
                        why = err;
                    }
                    lua_pop(L, 1);
                }
            } else {
                lua_pop(L, 1);
            }
        }
        if (why) {
            char msg[2048];
            snprintf(msg, sizeof msg, "%s: refused: %s", rel, why);
            warn(g, msg);
            refuse(g, kernel, msg);
            lua_pop(L, 2);
            continue;
        }
        files[i][strlen(files[i]) - 4] = '\0'; /* the key: the name without .lua */
        lua_getfield(L, kernel, "define");
        lua_pushstring(L, files[i]);
        lua_pushvalue(L, -3);
        lua_call(L, 2, 0);
        lua_pop(L, 2); /* the card and its env */
    }
    free_list(files, n);
    lua_pop(L, 1);
}

/* Was card key 'key' refused while loading? (a warning names its file) */
static int refused(cv_game *g, const char *key)
{
    char needle[300];
    snprintf(needle, sizeof needle, "cards/%s/%s.lua:", g->rules, key);
    for (size_t i = 0; i < g->nwarnings; i++)
        if (strstr(g->warnings[i], needle)) return 1;
    return 0;
}

/* [-0, +1] Parses deck file 'path' (shown as 'shown') into a table
 * { name=, file=, cards = { {key=, count=, line=}, ... } } and adds the
 * player. The kernel table (for card lookups) is at 'kernel'. */
static int load_deck(cv_game *g, const char *path, const char *shown, int seat, char *err,
                     size_t len)
{
    lua_State *L = g->sb.L;
    size_t n = 0;
    char *src = cv_sandbox_slurp(path, &n);
    if (!src) {
        seterr(err, len, "%s: cannot read the deck file%s", shown, "");
        return -1;
    }
    char name[64];
    snprintf(name, sizeof name, "Player %d", seat + 1);
    lua_newtable(L);
    lua_pushstring(L, shown);
    lua_setfield(L, -2, "file");
    lua_newtable(L);
    int cards = lua_gettop(L), ncards = 0, lineno = 0, rc = 0;
    for (char *line = src, *next; line && *line && !rc; line = next) {
        next = strchr(line, '\n');
        if (next) *next++ = '\0';
        lineno++;
        char *hash = strchr(line, '#');
        if (hash) *hash = '\0';
        char *p = line;
        while (*p == ' ' || *p == '\t' || *p == '\r')
            p++;
        char *end = p + strlen(p);
        while (end > p && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\r'))
            *--end = '\0';
        if (!*p) continue;
        if (strncmp(p, "name:", 5) == 0) {
            p += 5;
            while (*p == ' ')
                p++;
            snprintf(name, sizeof name, "%s", p);
            continue;
        }
        long count = 1;
        char key[128], extra[8];
        int fields = sscanf(p, "%ld %127s %7s", &count, key, extra);
        if (fields != 2) {
            count = 1;
            fields = sscanf(p, "%127s %7s", key, extra) == 1 ? 2 : 0;
        }
        int ok_key = fields == 2;
        for (const char *k = key; ok_key && *k; k++)
            ok_key = *k == '_' || *k == '-' || (*k >= 'a' && *k <= 'z') || (*k >= '0' && *k <= '9');
        if (!ok_key || count < 1 || count > 1000) {
            char msg[1024];
            snprintf(msg, sizeof msg,
                     "%s:%d: expected '[count] card-key' (e.g. '4 elite_veteran'), got '%s'", shown,
                     lineno, p);
            seterr(err, len, "%s%s", msg, "");
            rc = -1;
            break;
        }
        lua_getfield(L, LUA_REGISTRYINDEX, "cv.K");
        lua_getfield(L, -1, "known");
        lua_pushstring(L, key);
        lua_call(L, 1, 1);
        int known = lua_toboolean(L, -1);
        lua_pop(L, 2);
        if (!known) {
            char msg[1024];
            if (refused(g, key)) {
                snprintf(msg, sizeof msg, "%s:%d: skipping %ld x '%s': its card file was refused",
                         shown, lineno, count, key);
                warn(g, msg);
                continue;
            }
            snprintf(msg, sizeof msg, "%s:%d: unknown card '%s' (no cards/%s/%s.lua)", shown,
                     lineno, key, g->rules, key);
            seterr(err, len, "%s%s", msg, "");
            rc = -1;
            break;
        }
        lua_newtable(L);
        lua_pushstring(L, key);
        lua_setfield(L, -2, "key");
        lua_pushinteger(L, count);
        lua_setfield(L, -2, "count");
        lua_pushinteger(L, lineno);
        lua_setfield(L, -2, "line");
        lua_rawseti(L, cards, ++ncards);
    }
    free(src);
    if (rc) {
        lua_pop(L, 2);
        return rc;
    }
    lua_setfield(L, -2, "cards");
    lua_pushstring(L, name);
    lua_setfield(L, -2, "name");
    if (cv_state_player_add(g->s, name) < 0) {
        lua_pop(L, 1);
        seterr(err, len, "%s: too many players%s", shown, "");
        return -1;
    }
    return 0;
}

/* [-0, +1] Builds the options table from the ruleset's R.options (at
 * 'rules') and the configured "name=value" strings. */
/* The names of the ruleset's options (table at 'decl'), sorted, into buf. */
static void option_names(lua_State *L, int decl, char *buf, size_t len)
{
    const char *names[64];
    size_t n = 0;
    buf[0] = '\0';
    if (!lua_istable(L, decl)) return;
    lua_pushnil(L);
    while (lua_next(L, decl)) {
        if (lua_type(L, -2) == LUA_TSTRING && n < 64) names[n++] = lua_tostring(L, -2);
        lua_pop(L, 1);
    }
    qsort(names, n, sizeof *names, cmp_str);
    for (size_t i = 0; i < n; i++)
        snprintf(buf + strlen(buf), len - strlen(buf), "%s%s", i ? ", " : "", names[i]);
}

/* The allowed values (list at the top of the stack), in order, into buf. */
static void option_values(lua_State *L, char *buf, size_t len)
{
    buf[0] = '\0';
    for (lua_Integer k = 1; lua_rawgeti(L, -1, k) != LUA_TNIL; k++) {
        if (lua_isstring(L, -1))
            snprintf(buf + strlen(buf), len - strlen(buf), "%s%s", k > 1 ? ", " : "",
                     lua_tostring(L, -1));
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
}

static int load_options(cv_game *g, int rules, char *err, size_t len)
{
    lua_State *L = g->sb.L;
    lua_newtable(L);
    int out = lua_gettop(L);
    lua_getfield(L, rules, "options");
    int decl = lua_gettop(L);
    if (lua_istable(L, decl)) {
        lua_pushnil(L);
        while (lua_next(L, decl)) { /* defaults; order does not matter here */
            if (lua_istable(L, -1) && lua_getfield(L, -1, "default") != LUA_TNIL) {
                lua_pushvalue(L, -3);
                lua_insert(L, -2);
                lua_settable(L, out);
            } else if (lua_istable(L, -1)) {
                lua_pop(L, 1);
            }
            lua_pop(L, 1);
        }
    }
    for (int i = 0; i < g->noptions; i++) {
        const char *eq = strchr(g->options[i], '=');
        if (!eq || eq == g->options[i]) {
            seterr(err, len, "option '%s': expected name=value%s", g->options[i], "");
            return -1;
        }
        lua_pushlstring(L, g->options[i], (size_t)(eq - g->options[i]));
        const char *key = lua_tostring(L, -1);
        if (!lua_istable(L, decl) || lua_getfield(L, decl, key) != LUA_TTABLE) {
            char names[512];
            option_names(L, decl, names, sizeof names);
            snprintf(err, len, "unknown option '%s' for %s (options: %s; see docs/%s.md)", key,
                     g->rules, names[0] ? names : "none", g->rules);
            return -1;
        }
        if (lua_getfield(L, -1, "values") == LUA_TTABLE) {
            int ok = 0;
            for (lua_Integer k = 1; !ok && lua_rawgeti(L, -1, k) != LUA_TNIL; k++) {
                ok = lua_isstring(L, -1) && strcmp(lua_tostring(L, -1), eq + 1) == 0;
                lua_pop(L, 1);
            }
            if (!ok) {
                char vals[512];
                lua_pop(L, 1); /* the nil that ended the search: the values are on top */
                option_values(L, vals, sizeof vals);
                snprintf(err, len, "option '%s': '%s' is not one of its values (%s)", key, eq + 1,
                         vals);
                return -1;
            }
        }
        lua_pop(L, 2);
        lua_pushstring(L, eq + 1);
        lua_settable(L, out);
    }
    lua_settop(L, out);
    return 0;
}

/* [-0, +0] Loads the decks (the configured ones, else R.decks) into the
 * table at 'decks' and adds their players. */
static int load_decks(cv_game *g, int rules, int decks, const char *rel, char *err, size_t len)
{
    lua_State *L = g->sb.L;
    lua_getfield(L, rules, "decks");
    int ndefault = lua_istable(L, -1) ? (int)luaL_len(L, -1) : 0;
    int nd = g->ndecks ? g->ndecks : ndefault;
    if (nd < 1 || nd > CV_MAX_SEATS) {
        seterr(err, len, "%s: no decks given and the ruleset names no default decks%s", rel, "");
        return -1;
    }
    for (int i = 0; i < nd; i++) {
        char *path, *shown;
        if (g->ndecks) {
            path = cv_str_fmt("%s", g->decks[i]);
            shown = cv_str_fmt("%s", g->decks[i]);
        } else {
            lua_rawgeti(L, -1, i + 1);
            const char *d = lua_tostring(L, -1);
            path = cv_str_fmt("%s/cards/%s/%s", g->root, g->rules, d ? d : "?");
            shown = cv_str_fmt("cards/%s/%s", g->rules, d ? d : "?");
            lua_pop(L, 1);
        }
        int bad = !path || !shown || load_deck(g, path, shown, i, err, len);
        free(path);
        free(shown);
        if (bad) return -1;
        lua_rawseti(L, decks, i + 1);
    }
    lua_pop(L, 1);
    return 0;
}

/* [-0, +1] Runs the position file (a sandboxed text chunk returning a
 * table), checks its shape, adds its players, and pushes the table. */
static int load_position(cv_game *g, char *err, size_t len)
{
    lua_State *L = g->sb.L;
    const char *file = g->position;
    size_t n = 0;
    char *src = cv_sandbox_slurp(file, &n);
    if (!src) {
        seterr(err, len, "%s: cannot read the position file%s", file, "");
        return -1;
    }
    char *chunk = cv_str_fmt("@%s", file);
    lua_getfield(L, LUA_REGISTRYINDEX, "cv.G");
    cv_sandbox_env(L, -1, 1);
    lua_remove(L, -2);
    int rc = chunk ? cv_sandbox_load(L, src, n, chunk, -1) : LUA_ERRMEM;
    free(chunk);
    free(src);
    lua_remove(L, -2); /* the env */
    if (rc != LUA_OK) {
        take_error(L, NULL, err, len);
        return -1;
    }
    if (call(g, 0, 1, err, len)) return -1;
    if (!lua_istable(L, -1)) {
        lua_pop(L, 1);
        seterr(err, len, "%s: a position file must return a table (docs/positions.md)%s", file, "");
        return -1;
    }
    if (lua_getfield(L, -1, "rules") == LUA_TSTRING && strcmp(lua_tostring(L, -1), g->rules)) {
        char msg[256];
        snprintf(msg, sizeof msg, "%s: the position is for '%s', not '%s'", file,
                 lua_tostring(L, -1), g->rules);
        lua_pop(L, 2);
        seterr(err, len, "%s%s", msg, "");
        return -1;
    }
    lua_pop(L, 1);
    if (lua_getfield(L, -1, "players") != LUA_TTABLE || luaL_len(L, -1) < 1) {
        lua_pop(L, 2);
        seterr(err, len, "%s: 'players' must list the players (docs/positions.md)%s", file, "");
        return -1;
    }
    for (lua_Integer i = 1; i <= luaL_len(L, -1); i++) {
        char name[64];
        snprintf(name, sizeof name, "Player %d", (int)i);
        lua_rawgeti(L, -1, i);
        if (lua_istable(L, -1)) {
            if (lua_getfield(L, -1, "name") == LUA_TSTRING)
                snprintf(name, sizeof name, "%s", lua_tostring(L, -1));
            lua_pop(L, 1);
        }
        lua_pop(L, 1);
        if (cv_state_player_add(g->s, name) < 0) {
            lua_pop(L, 2);
            seterr(err, len, "%s: too many players%s", file, "");
            return -1;
        }
    }
    lua_pop(L, 1);
    return 0;
}

/* Builds the running game and replays the first 'replay' answers. */
static int build(cv_game *g, size_t replay, char *err, size_t len)
{
    g->s = cv_state_new(g->seed);
    if (!g->s || cv_sandbox_open(&g->sb, &g->s->rng, MEM_LIMIT, BUDGET_STEP)) {
        seterr(err, len, "out of memory%s%s", "", "");
        return CV_ENOMEM;
    }
    lua_State *L = g->sb.L;
    int rc = CV_EFILE;
    lua_getfield(L, LUA_REGISTRYINDEX, "cv.G");
    int G = lua_gettop(L);
    cv_api_push(L, g->s);
    int api = lua_gettop(L);

    /* The prelude: G plus the real cv table, yield and xpcall. */
    lua_newtable(L);
    int penv = lua_gettop(L);
    lua_newtable(L);
    lua_pushvalue(L, G);
    lua_setfield(L, -2, "__index");
    lua_setmetatable(L, penv);
    lua_pushvalue(L, api);
    lua_setfield(L, penv, "cv");
    lua_getglobal(L, "coroutine");
    lua_getfield(L, -1, "yield");
    lua_setfield(L, penv, "yield");
    lua_pop(L, 1);
    lua_getglobal(L, "xpcall");
    lua_setfield(L, penv, "xpcall");
    if (cv_sandbox_load(L, cv_prelude_lua, strlen(cv_prelude_lua), "=prelude", penv) != LUA_OK ||
        call(g, 0, 1, err, len)) {
        rc = CV_ESCRIPT;
        goto done;
    }
    int kernel = lua_gettop(L);
    lua_pushvalue(L, kernel);
    lua_setfield(L, LUA_REGISTRYINDEX, "cv.K");
    cv_sandbox_readonly(L, G, "cv", api);

    /* The ruleset: a strict environment over G with include(). */
    char rel[512];
    snprintf(rel, sizeof rel, "scripts/%s/rules.lua", g->rules);
    cv_sandbox_env(L, G, 0);
    int renv = lua_gettop(L);
    lua_pushvalue(L, renv);
    lua_pushlightuserdata(L, g);
    lua_pushcclosure(L, rules_include, 2);
    lua_setfield(L, renv, "include");
    if (load_file(g, rel, renv, err, len) || call(g, 0, 1, err, len)) goto done;
    if (!lua_istable(L, -1)) {
        seterr(err, len, "%s: the ruleset must return a table%s", rel, "");
        goto done;
    }
    int rules = lua_gettop(L);
    lua_pushvalue(L, rules);
    lua_setfield(L, LUA_REGISTRYINDEX, "cv.rules");
    lua_getfield(L, kernel, "set_rules");
    lua_pushvalue(L, rules);
    lua_pushstring(L, g->rules);
    lua_call(L, 2, 0);

    if (load_options(g, rules, err, len)) goto done;
    lua_setfield(L, api, "options");

    load_cards(g, kernel, rules, G);

    /* Decks: the configured ones, else the ruleset's defaults; or a position. */
    lua_newtable(L);
    int decks = lua_gettop(L);
    if (g->position) {
        if (load_position(g, err, len)) goto done;
    } else if (load_decks(g, rules, decks, rel, err, len)) {
        goto done;
    }
    int position = lua_gettop(L); /* the position table, or the decks again */

    /* The game itself runs as a coroutine over K.main(decks). */
    g->co = lua_newthread(L);
    lua_setfield(L, LUA_REGISTRYINDEX, "cv.co");
    lua_getfield(L, kernel, "main");
    lua_pushvalue(L, decks);
    if (g->position) {
        size_t n = 0;
        char *text = cv_sandbox_slurp(g->position, &n);
        lua_pushvalue(L, position);
        lua_pushstring(L, g->position);
        lua_pushstring(L, text ? text : "");
        free(text);
    } else {
        lua_pushnil(L);
        lua_pushnil(L);
        lua_pushnil(L);
    }
    lua_xmove(L, g->co, 5);
    lua_settop(L, 0);
    rc = run(g, 4, err, len);
    for (size_t k = 0; rc == CV_OK && k < replay; k++) {
        if (g->s->over || g->answers[k] >= g->s->decision.n) {
            if (err && len)
                snprintf(err, len, "answer %zu (option %zu) does not fit: %s", k + 1,
                         g->answers[k] + 1,
                         g->s->over ? "the game is over" : "there are fewer options");
            rc = CV_EILLEGAL;
            break;
        }
        if (!g->labels[k]) g->labels[k] = cv_str_dup(g->s->decision.labels[g->answers[k]]);
        cv_state_decision_clear(g->s);
        lua_pushinteger(g->co, (lua_Integer)g->answers[k] + 1);
        rc = run(g, 1, err, len);
    }
done:
    if (g->sb.L) lua_settop(g->sb.L, 0);
    return rc;
}

cv_game *cv_game_new(const cv_config *cfg, char *err, size_t errlen)
{
    if (!cfg || !cfg->rules || !cfg->root) {
        seterr(err, errlen, "cv_game_new: a root and a ruleset are required%s%s", "", "");
        return NULL;
    }
    for (const char *p = cfg->rules; *p; p++)
        if (!((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '_' || *p == '-')) {
            seterr(err, errlen, "'%s' is not a ruleset name%s", cfg->rules, "");
            return NULL;
        }
    cv_game *g = calloc(1, sizeof *g);
    if (!g) return NULL;
    g->root = cv_str_dup(cfg->root);
    g->rules = cv_str_dup(cfg->rules);
    g->decks = dup_list(cfg->decks, cfg->ndecks);
    g->ndecks = cfg->ndecks;
    g->options = dup_list(cfg->options, cfg->noptions);
    g->noptions = cfg->noptions;
    g->seed = cfg->seed;
    g->position = cfg->position ? cv_str_dup(cfg->position) : NULL;
    g->cfg = (cv_config){.root = g->root,
                         .rules = g->rules,
                         .decks = (const char **)g->decks,
                         .ndecks = g->ndecks,
                         .options = (const char **)g->options,
                         .noptions = g->noptions,
                         .seed = g->seed,
                         .position = g->position};
    if (!g->root || !g->rules || !g->decks || !g->options) {
        seterr(err, errlen, "out of memory%s%s", "", "");
        cv_game_free(g);
        return NULL;
    }
    char path[1024];
    snprintf(path, sizeof path, "%s/scripts/%s/rules.lua", g->root, g->rules);
    FILE *f = fopen(path, "r");
    if (!f) {
        seterr(err, errlen, "no ruleset '%s' (expected scripts/%s/rules.lua under the root)",
               g->rules, g->rules);
        cv_game_free(g);
        return NULL;
    }
    fclose(f);
    if (build(g, 0, err, errlen) != CV_OK) {
        /* a refused card file often is the cause (a deck missing its Hero):
         * name the refused files too */
        for (size_t i = 0; err && i < g->nwarnings; i++) {
            size_t used = strlen(err);
            if (used + 1 < errlen)
                snprintf(err + used, errlen - used, "%s%s", i ? "\n  " : "\n  refused while loading: ",
                         g->warnings[i]);
        }
        cv_game_free(g);
        return NULL;
    }
    return g;
}

void cv_game_free(cv_game *g)
{
    if (!g) return;
    stop(g);
    free(g->warnings);
    free(g->root);
    free(g->rules);
    free(g->position);
    free_list(g->decks, g->ndecks);
    free_list(g->options, g->noptions);
    for (size_t k = 0; k < g->capanswers; k++)
        free(g->labels[k]);
    free(g->labels);
    free(g->answers);
    free(g);
}

int cv_game_over(const cv_game *g)
{
    return g->s->over;
}

const char *cv_game_result(const cv_game *g)
{
    return g->s->over ? g->s->result : NULL;
}

unsigned cv_game_winners(const cv_game *g)
{
    return g->s->over ? g->s->winners : 0;
}

int cv_game_decision_seat(const cv_game *g)
{
    return g->s->decision.active ? g->s->decision.seat : -1;
}

const char *cv_game_decision_prompt(const cv_game *g)
{
    return g->s->decision.active ? g->s->decision.prompt : NULL;
}

size_t cv_game_option_count(const cv_game *g)
{
    return g->s->decision.active ? g->s->decision.n : 0;
}

const char *cv_game_option_label(const cv_game *g, size_t i)
{
    return i < cv_game_option_count(g) ? g->s->decision.labels[i] : NULL;
}

/* Makes room for n answers (labels start NULL). 0, or -1 when out of memory. */
static int reserve(cv_game *g, size_t n)
{
    if (n <= g->capanswers) return 0;
    size_t cap = g->capanswers ? g->capanswers : 256;
    while (cap < n)
        cap *= 2;
    size_t *a = realloc(g->answers, cap * sizeof *a);
    if (!a) return -1;
    g->answers = a;
    char **l = realloc(g->labels, cap * sizeof *l);
    if (!l) return -1;
    for (size_t k = g->capanswers; k < cap; k++)
        l[k] = NULL;
    g->labels = l;
    g->capanswers = cap;
    return 0;
}

int cv_game_answer(cv_game *g, size_t i, char *err, size_t errlen)
{
    char tmp[8];
    if (!err) {
        err = tmp;
        errlen = sizeof tmp;
    }
    if (g->s->over) {
        seterr(err, errlen, "the game is over: there is no decision to answer%s%s", "", "");
        return CV_EOVER;
    }
    size_t n = g->s->decision.n;
    if (i >= n) {
        snprintf(err, errlen, "option %zu is not one of 1..%zu", i + 1, n);
        return CV_EILLEGAL;
    }
    if (reserve(g, g->nanswers + 1)) {
        seterr(err, errlen, "out of memory%s%s", "", "");
        return CV_ENOMEM;
    }
    char *label = cv_str_dup(g->s->decision.labels[i]);
    cv_state_decision_clear(g->s);
    lua_pushinteger(g->co, (lua_Integer)i + 1);
    int rc = run(g, 1, err, errlen);
    if (rc == CV_OK) {
        free(g->labels[g->nanswers]);
        g->labels[g->nanswers] = label;
        g->answers[g->nanswers++] = i;
        return CV_OK;
    }
    free(label);
    /* Undo the failed step: rebuild from the record. */
    char again[256];
    stop(g);
    int rb = build(g, g->nanswers, again, sizeof again);
    if (rb != CV_OK) {
        size_t l = strlen(err);
        snprintf(err + l, errlen - l, "; and the game could not be rebuilt: %s", again);
    }
    return rc;
}

size_t cv_game_answer_count(const cv_game *g)
{
    return g->nanswers;
}

size_t cv_game_answer_at(const cv_game *g, size_t k)
{
    return k < g->nanswers ? g->answers[k] : 0;
}

int cv_game_player_count(const cv_game *g)
{
    return g->s->nplayers;
}

const char *cv_game_player_name(const cv_game *g, int seat)
{
    return (seat >= 0 && seat < g->s->nplayers) ? g->s->players[seat].name : NULL;
}

uint64_t cv_game_hash(const cv_game *g)
{
    return cv_state_hash(g->s);
}

size_t cv_game_log_count(const cv_game *g)
{
    return g->s->log.n;
}

const char *cv_game_log_cause(const cv_game *g, size_t i)
{
    return i < g->s->log.n ? g->s->log.lines[i].cause : NULL;
}

const char *cv_game_log_text(const cv_game *g, size_t i)
{
    return i < g->s->log.n ? g->s->log.lines[i].text : NULL;
}

const char *cv_game_log_text_for(const cv_game *g, size_t i, int viewer)
{
    return cv_log_text_for(&g->s->log, i, viewer);
}

char *cv_game_describe(const cv_game *g)
{
    return cv_game_describe_for(g, -1);
}

char *cv_game_describe_for(const cv_game *g, int viewer)
{
    cv_buf b = {0};
    lua_State *L = g->sb.L;
    lua_getfield(L, LUA_REGISTRYINDEX, "cv.K");
    lua_getfield(L, -1, "describe");
    cv_sandbox_arm((cv_sandbox *)&g->sb, L);
    if (lua_pcall(L, 0, 1, 0) != LUA_OK)
        cv_buf_add(&b, "(the ruleset's describe failed: %s)\n", lua_tostring(L, -1));
    else if (lua_isstring(L, -1))
        cv_buf_add(&b, "%s\n", lua_tostring(L, -1));
    lua_settop(L, 0);
    cv_state_describe(g->s, &b, viewer);
    if (b.oom) {
        free(b.s);
        return NULL;
    }
    return b.s ? b.s : cv_str_dup("");
}

size_t cv_game_warning_count(const cv_game *g)
{
    return g->nwarnings;
}

const char *cv_game_warning(const cv_game *g, size_t i)
{
    return i < g->nwarnings ? g->warnings[i] : NULL;
}

int cv_game_query(cv_game *g, const char *code, char **out, char *err, size_t errlen)
{
    *out = NULL;
    lua_State *L = g->sb.L;
    uint64_t before = cv_state_hash(g->s);
    size_t nlog = g->s->log.n;
    lua_getfield(L, LUA_REGISTRYINDEX, "cv.G");
    cv_sandbox_env(L, -1, 1);
    lua_pushliteral(L, "rules");
    lua_getfield(L, LUA_REGISTRYINDEX, "cv.rules");
    lua_getfield(L, -1, "lib");
    lua_remove(L, -2);
    lua_rawset(L, -3); /* the env is sealed against scripts, not against us */
    int rc = CV_OK;
    /* Like lua.c: try it as an expression first, then as statements. */
    char *expr = cv_str_fmt("return %s", code);
    int loaded = expr && cv_sandbox_load(L, expr, strlen(expr), "=query", -1) == LUA_OK;
    free(expr);
    if (!loaded) {
        lua_settop(L, 2); /* drop the message; keep G and the env */
        loaded = cv_sandbox_load(L, code, strlen(code), "=query", -1) == LUA_OK;
    }
    if (!loaded) {
        take_error(L, NULL, err, errlen);
        rc = CV_ESCRIPT;
    } else if (call(g, 0, 1, err, errlen)) {
        rc = CV_ESCRIPT;
    } else {
        lua_getfield(L, LUA_REGISTRYINDEX, "cv.G");
        lua_getfield(L, -1, "tostring");
        lua_pushvalue(L, -3);
        lua_call(L, 1, 1);
        *out = cv_str_dup(lua_tostring(L, -1));
        if (!*out) rc = CV_ENOMEM;
    }
    lua_settop(L, 0);
    if (cv_state_hash(g->s) != before || g->s->log.n != nlog) {
        free(*out);
        *out = NULL;
        stop(g);
        build(g, g->nanswers, err, errlen);
        seterr(err, errlen, "a query may not change the game (the change was undone)%s%s", "", "");
        return CV_EARG;
    }
    return rc;
}

const cv_config *cv_game_config(const cv_game *g)
{
    return &g->cfg;
}

const char *cv_game_answer_label(const cv_game *g, size_t k)
{
    return k < g->nanswers ? g->labels[k] : NULL;
}

int cv_game_replay(cv_game *g, const size_t *answers, size_t n, char *err, size_t errlen)
{
    size_t *old = malloc((g->nanswers ? g->nanswers : 1) * sizeof *old);
    if (!old || reserve(g, n)) {
        free(old);
        seterr(err, errlen, "out of memory%s%s", "", "");
        return CV_ENOMEM;
    }
    size_t nold = g->nanswers;
    memcpy(old, g->answers, nold * sizeof *old);
    for (size_t k = 0; k < g->capanswers; k++) {
        free(g->labels[k]);
        g->labels[k] = NULL;
    }
    memcpy(g->answers, answers, n * sizeof *answers);
    g->nanswers = n;
    stop(g);
    int rc = build(g, n, err, errlen);
    if (rc != CV_OK) { /* put back the game it was */
        char again[256];
        for (size_t k = 0; k < g->capanswers; k++) {
            free(g->labels[k]);
            g->labels[k] = NULL;
        }
        memcpy(g->answers, old, nold * sizeof *old);
        g->nanswers = nold;
        stop(g);
        if (build(g, nold, again, sizeof again) != CV_OK) {
            size_t l = strlen(err);
            snprintf(err + l, errlen - l, "; and the game could not be rebuilt: %s", again);
        }
    }
    free(old);
    return rc;
}

long long cv_game_var_num(const cv_game *g, const char *key, long long dflt)
{
    return cv_kv_num(&g->s->vars, key, dflt);
}

const char *cv_game_var_str(const cv_game *g, const char *key)
{
    const cv_kv_entry *e = cv_kv_find(&g->s->vars, key);
    return e ? e->str : NULL;
}

const cv_state *cv_game_state(const cv_game *g)
{
    return g->s;
}
