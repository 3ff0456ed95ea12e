/* options: a ruleset's declared options (R.options), read once when its
 * pool loads, and a game's "name=value" options checked against them. See
 * pool.h. */
#include <lauxlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cardvm.h"
#include "pool.h"
#include "str.h"

static void seterr(char *err, size_t len, const char *msg)
{
    if (err && len) snprintf(err, len, "%s", msg ? msg : "?");
}

int cv_pool_read_options(cv_pool *p, int kernel, int rules, char *err, size_t len)
{
    lua_State *L = p->sb.L;
    lua_getfield(L, rules, "options");
    int decls = lua_gettop(L);
    lua_getfield(L, kernel, "option_decls");
    if (cv_sandbox_pcall(L, 0, 1) != LUA_OK) {
        seterr(err, len, lua_tostring(L, -1));
        lua_settop(L, decls - 1);
        return -1;
    }
    int list = lua_gettop(L);
    size_t n = (size_t)lua_rawlen(L, list);
    p->opts = calloc(n ? n : 1, sizeof *p->opts);
    if (!p->opts) {
        lua_settop(L, list - 1);
        seterr(err, len, "out of memory");
        return -1;
    }
    for (size_t i = 0; i < n; i++) {
        cv_optdecl *o = &p->opts[p->nopts++];
        lua_rawgeti(L, list, (lua_Integer)i + 1);
        lua_getfield(L, -1, "name");
        o->name = cv_str_dup(lua_tostring(L, -1));
        if (lua_istable(L, decls) && lua_rawget(L, decls) == LUA_TTABLE &&
            lua_getfield(L, -1, "group") == LUA_TSTRING)
            o->group = cv_str_dup(lua_tostring(L, -1));
        lua_settop(L, list + 1);
        if (lua_getfield(L, -1, "default") == LUA_TSTRING) o->dflt = cv_str_dup(lua_tostring(L, -1));
        lua_pop(L, 1);
        if (lua_getfield(L, -1, "listed") == LUA_TBOOLEAN) {
            lua_getfield(L, -2, "values");
            size_t nv = (size_t)lua_rawlen(L, -1);
            o->values = calloc(nv ? nv : 1, sizeof *o->values);
            for (size_t k = 0; o->values && k < nv; k++) {
                lua_rawgeti(L, -1, (lua_Integer)k + 1);
                o->values[o->nvalues++] = cv_str_dup(lua_tostring(L, -1));
                lua_pop(L, 1);
            }
            lua_pop(L, 1);
        }
        lua_pop(L, 2);
    }
    lua_settop(L, decls - 1);
    return 0;
}

void cv_pool_free_options(cv_pool *p)
{
    for (size_t i = 0; i < p->nopts; i++) {
        free(p->opts[i].name);
        free(p->opts[i].dflt);
        free(p->opts[i].group);
        for (size_t k = 0; k < p->opts[i].nvalues; k++)
            free(p->opts[i].values[k]);
        free(p->opts[i].values);
    }
    free(p->opts);
    p->opts = NULL;
    p->nopts = 0;
}

static const cv_optdecl *find_opt(const cv_pool *p, const char *name, size_t n)
{
    for (size_t i = 0; i < p->nopts; i++)
        if (strlen(p->opts[i].name) == n && !strncmp(p->opts[i].name, name, n)) return &p->opts[i];
    return NULL;
}

/* The declared options' names for a refusal: those in no group, then each
 * group ("GROUP: a, b"), groups in name order; "none" when there is none. */
static void option_list(const cv_pool *p, char *buf, size_t len)
{
    size_t at = 0;
    const char *group = NULL; /* the group being listed; NULL: no group */
    buf[0] = '\0';
    for (;;) {
        int first = 1;
        for (size_t k = 0; k < p->nopts; k++) {
            const char *g = p->opts[k].group;
            if (group ? !g || strcmp(g, group) : g != NULL) continue;
            if (first && group)
                at += (size_t)snprintf(buf + at, at < len ? len - at : 0, "%s%s: ", at ? "; " : "",
                                       group);
            else if (!first || at)
                at += (size_t)snprintf(buf + at, at < len ? len - at : 0, ", ");
            at += (size_t)snprintf(buf + at, at < len ? len - at : 0, "%s", p->opts[k].name);
            first = 0;
        }
        const char *next = NULL; /* the least group name after 'group' */
        for (size_t k = 0; k < p->nopts; k++) {
            const char *g = p->opts[k].group;
            if (g && (!group || strcmp(g, group) > 0) && (!next || strcmp(g, next) < 0)) next = g;
        }
        if (!next) break;
        group = next;
    }
    if (!buf[0]) snprintf(buf, len, "none");
}

int cv_pool_options(const cv_pool *p, const char *const *given, int ngiven, char ***names,
                    char ***values, size_t *n, char *err, size_t errlen)
{
    char **nv = calloc(p->nopts + 1, sizeof *nv), **vv = calloc(p->nopts + 1, sizeof *vv);
    if (!nv || !vv) goto oom;
    /* p->opts is sorted by name: so are the results */
    for (size_t i = 0; i < p->nopts; i++) {
        nv[i] = cv_str_dup(p->opts[i].name);
        if (!nv[i]) goto oom;
    }
    for (int i = 0; i < ngiven; i++) {
        const char *eq = strchr(given[i], '=');
        if (!eq || eq == given[i]) {
            snprintf(err, errlen, "option '%s': expected name=value", given[i]);
            goto bad;
        }
        const cv_optdecl *o = find_opt(p, given[i], (size_t)(eq - given[i]));
        if (!o) {
            char list[1024];
            option_list(p, list, sizeof list);
            snprintf(err, errlen, "unknown option '%.*s' for %s (options: %s; see docs/%s.md)",
                     (int)(eq - given[i]), given[i], p->rules, list, p->chain[p->nchain - 1]);
            goto bad;
        }
        int ok = !o->values;
        for (size_t k = 0; !ok && k < o->nvalues; k++)
            ok = o->values[k] && !strcmp(o->values[k], eq + 1);
        if (!ok) {
            char list[512] = "";
            for (size_t k = 0; k < o->nvalues; k++)
                snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s", k ? ", " : "",
                         o->values[k] ? o->values[k] : "?");
            snprintf(err, errlen, "option '%s': '%s' is not one of its values (%s)", o->name,
                     eq + 1, list);
            goto bad;
        }
        size_t at = (size_t)(o - p->opts);
        free(vv[at]);
        if (!(vv[at] = cv_str_dup(eq + 1))) goto oom;
    }
    for (size_t i = 0; i < p->nopts; i++)
        if (!vv[i] && p->opts[i].dflt && !(vv[i] = cv_str_dup(p->opts[i].dflt))) goto oom;
    *names = nv;
    *values = vv;
    *n = p->nopts;
    return CV_OK;
oom:
    seterr(err, errlen, "out of memory");
bad:
    if (nv)
        for (size_t i = 0; i < p->nopts; i++)
            free(nv[i]);
    if (vv)
        for (size_t i = 0; i < p->nopts; i++)
            free(vv[i]);
    free(nv);
    free(vv);
    return CV_EARG;
}
