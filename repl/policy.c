/* policy: policies as Lua scripts, run in the game's sandbox. See policy.h.
 *
 * A policy runs as a query of the game (cv_game_query): in the sandbox, with
 * the instruction budget, seeing `cv` and `rules` read-only, and refused if
 * it changes the game. Its file is the body of a function the query calls,
 * placed so that its lines keep their numbers; the decision's card ids and
 * the policy's random pick are whole numbers added after it. */
#include "policy.h"

#include <lauxlib.h>
#include <lua.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cvlex.h"

#define POLICY_CAP ((size_t)1 << 20) /* bytes a policy file may have */

static char *fmt(const char *f, const char *a, const char *b, const char *c)
{
    size_t n = strlen(f) + strlen(a) + strlen(b) + strlen(c) + 1;
    char *s = malloc(n);
    if (s) snprintf(s, n, f, a, b, c);
    return s;
}

/* The whole of file 'path' (at most POLICY_CAP bytes), malloc'd, or NULL. */
static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    char *buf = malloc(POLICY_CAP + 1);
    size_t n = buf ? fread(buf, 1, POLICY_CAP + 1, f) : 0;
    fclose(f);
    if (!buf || n > POLICY_CAP) {
        free(buf);
        return NULL;
    }
    buf[n] = '\0';
    return buf;
}

/* The ruleset 'rules' extends (its rules.lua says extends = "NAME"), into
 * buf; 0 when it extends none. */
static int base_of(const char *root, const char *rules, char *buf, size_t len)
{
    char *path = fmt("%s/scripts/%s/rules.lua", root, rules, "");
    cv_lexed lx;
    int found = 0;
    if (path && cv_lex(path, &lx) == 0) {
        found = cv_lex_field_string(&lx, "extends", buf, len) > 0;
        cv_lexed_free(&lx);
    }
    free(path);
    return found;
}

/* Checks the file's syntax as the query will compile it: -1 with err. */
static int syntax_ok(const sim_policy *p, char *err, size_t errlen)
{
    lua_State *L = luaL_newstate();
    if (!L) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    char *chunk = fmt("@%s", p->path, "", "");
    int rc = chunk ? luaL_loadbufferx(L, p->src, strlen(p->src), chunk, "t") : LUA_ERRMEM;
    if (rc != LUA_OK) snprintf(err, errlen, "%s", chunk ? lua_tostring(L, -1) : "out of memory");
    free(chunk);
    lua_close(L);
    return rc == LUA_OK ? 0 : -1;
}

int policy_load(sim_policy *p, const char *root, const char *rules, const char *name, char *err,
                size_t errlen)
{
    memset(p, 0, sizeof *p);
    if (!(p->name = strdup(name))) goto oom;
    if (!strcmp(name, "random")) return 0;
    size_t n = strlen(name);
    char tried[1024] = "";
    if (strchr(name, '/') || (n > 4 && !strcmp(name + n - 4, ".lua"))) {
        const char *tries[2] = {"%s%s%s", "%s/%s%s"};
        for (int i = 0; i < 2 && !p->src; i++) {
            free(p->path);
            p->path = i ? fmt(tries[1], root, name, "") : fmt(tries[0], "", name, "");
            if (!p->path) goto oom;
            p->src = slurp(p->path);
            snprintf(tried + strlen(tried), sizeof tried - strlen(tried), "%s%s", i ? ", " : "",
                     p->path);
        }
    } else {
        char at[128];
        snprintf(at, sizeof at, "%s", rules);
        for (int depth = 0; depth < 10 && !p->src; depth++) {
            free(p->path);
            if (!(p->path = fmt("policies/%s/%s.lua", at, name, ""))) goto oom;
            char *full = fmt("%s/%s%s", root, p->path, "");
            if (!full) goto oom;
            p->src = slurp(full);
            free(full);
            snprintf(tried + strlen(tried), sizeof tried - strlen(tried), "%s%s", depth ? ", " : "",
                     p->path);
            char next[128];
            if (!base_of(root, at, next, sizeof next)) break;
            snprintf(at, sizeof at, "%s", next);
        }
        if (!p->src) {
            free(p->path);
            if (!(p->path = fmt("policies/%s.lua", name, "", ""))) goto oom;
            char *full = fmt("%s/%s%s", root, p->path, "");
            if (!full) goto oom;
            p->src = slurp(full);
            free(full);
            snprintf(tried + strlen(tried), sizeof tried - strlen(tried), ", %s", p->path);
        }
    }
    if (!p->src) {
        snprintf(err, errlen,
                 "no policy '%s' (looked for %s; the policies are 'random', a name "
                 "under policies/, or a .lua file: docs/simulating.md)",
                 name, tried);
        policy_free(p);
        return -1;
    }
    if (syntax_ok(p, err, errlen)) {
        policy_free(p);
        return -1;
    }
    return 0;
oom:
    snprintf(err, errlen, "out of memory");
    policy_free(p);
    return -1;
}

void policy_free(sim_policy *p)
{
    free(p->name);
    free(p->path);
    free(p->src);
    memset(p, 0, sizeof *p);
}

/* Puts the policy file's name where a message names the query's chunk. */
static void name_file(const sim_policy *p, const char *msg, char *err, size_t errlen)
{
    const char *q = strstr(msg, "query:");
    if (q)
        snprintf(err, errlen, "policy %s: %.*s%s:%s", p->name, (int)(q - msg), msg, p->path, q + 6);
    else
        snprintf(err, errlen, "policy %s: %s", p->path, msg);
}

int policy_choose(const sim_policy *p, cv_game *g, uint64_t random, size_t *choice, char *err,
                  size_t errlen)
{
    size_t n = cv_game_option_count(g);
    if (!p->src) { /* the built-in random policy: the pick of `auto` */
        *choice = (size_t)(random % n);
        return 0;
    }
    size_t cap = strlen(p->src) + 256 + n * 24;
    char *code = malloc(cap);
    if (!code) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    /* the file starts on the query's first line: its line numbers hold */
    size_t at = (size_t)snprintf(code, cap,
                                 "local choose = (function() %s\nend)()\n"
                                 "if type(choose) == 'table' then choose = choose.choose end\n"
                                 "local d = cv.decision()\nd.cards = {",
                                 p->src);
    for (size_t i = 0; i < n; i++)
        at +=
            (size_t)snprintf(code + at, cap - at, "%s%d", i ? "," : "", cv_game_option_card(g, i));
    snprintf(code + at, cap - at, "}\nd.random = %zu\nreturn choose(d)\n",
             (size_t)(random % n) + 1);
    char *out = NULL, msg[2048];
    int rc = cv_game_query(g, code, &out, msg, sizeof msg);
    free(code);
    if (rc != CV_OK) {
        name_file(p, msg, err, errlen);
        free(out);
        return -1;
    }
    char *end;
    long k = strtol(out, &end, 10);
    if (*end || end == out || k < 1 || (size_t)k > n) {
        snprintf(err, errlen, "policy %s returned %s: not an option number from 1 to %zu", p->path,
                 out, n);
        free(out);
        return -1;
    }
    free(out);
    *choice = (size_t)(k - 1);
    return 0;
}
