/* aux: the auxiliary layer (cvaux.h). Explaining and showing cards call the
 * host features of vm/host.lua through cv_query_pcall, which guarantees they
 * change nothing; dumping and opening positions are C (position.c,
 * record.c). */
#include "cvaux.h"

#include <lauxlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "position.h"
#include "query.h"
#include "sandbox.h"
#include "str.h"

static void seterr(char *err, size_t len, const char *msg)
{
    if (err && len) snprintf(err, len, "%s", msg);
}

/* [-0, +1] Pushes K[name]. */
static lua_State *kernel_fn(cv_game *g, const char *name)
{
    lua_State *L = cv_game_enter(g);
    lua_getfield(L, LUA_REGISTRYINDEX, "cv.K");
    lua_getfield(L, -1, name);
    lua_remove(L, -2);
    return L;
}

int cv_aux_find(cv_game *g, const char *name, int *id, char *err, size_t errlen)
{
    lua_State *L = kernel_fn(g, "find");
    int top = lua_gettop(L) - 1;
    lua_pushstring(L, name);
    int rc = cv_query_pcall(g, 1, 2, err, errlen);
    if (rc != CV_OK) return rc;
    if (lua_isinteger(L, -2)) {
        *id = (int)lua_tointeger(L, -2);
    } else {
        if (err && errlen)
            snprintf(err, errlen, "%s",
                     lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "no such card");
        rc = CV_EARG;
    }
    lua_settop(L, top);
    return rc;
}

/* Runs K[fn](arg) and returns its string result, malloc'd. */
static char *text_of(cv_game *g, const char *fn, int id, const char *arg, char *err, size_t errlen)
{
    lua_State *L = kernel_fn(g, fn);
    int top = lua_gettop(L) - 1;
    if (arg)
        lua_pushstring(L, arg);
    else
        lua_pushinteger(L, id);
    if (cv_query_pcall(g, 1, 1, err, errlen) != CV_OK) return NULL;
    char *out = lua_type(L, -1) == LUA_TSTRING ? cv_str_dup(lua_tostring(L, -1)) : NULL;
    if (!out) seterr(err, errlen, "out of memory");
    lua_settop(L, top);
    return out;
}

char *cv_aux_explain(cv_game *g, const char *name, char *err, size_t errlen)
{
    int id;
    if (cv_aux_find(g, name, &id, err, errlen) != CV_OK) return NULL;
    return text_of(g, "explain", id, NULL, err, errlen);
}

char *cv_aux_names_of(cv_game *g, const char *name, char *err, size_t errlen)
{
    return text_of(g, "names_of", 0, name, err, errlen);
}

char *cv_aux_show(cv_game *g, const char *name, char *err, size_t errlen)
{
    return text_of(g, "show", 0, name, err, errlen);
}

size_t cv_aux_title_count(const cv_game *g)
{
    return g->pool->ntitles;
}

const char *cv_aux_title(const cv_game *g, size_t i)
{
    return i < g->pool->ntitles ? g->pool->titles[i] : NULL;
}

char *cv_aux_dump(cv_game *g, char *err, size_t errlen)
{
    cv_buf b = {0};
    cv_buf_add(&b, "-- A position dumped by cardvm (docs/positions.md). The --@record lines at the\n"
                   "-- end replay the game exactly; delete them to start from the description.\n");
    cv_position_write(g, &b);
    cv_buf_add(&b, "\n");
    /* The exact game, as record lines in comments. */
    char *rec = NULL;
    size_t len = 0;
    FILE *m = open_memstream(&rec, &len);
    if (!m) {
        free(b.s);
        seterr(err, errlen, "out of memory");
        return NULL;
    }
    cv_record_write(g, m);
    fclose(m);
    for (char *l = rec; l && *l;) {
        char *e = strchr(l, '\n');
        if (e) *e = '\0';
        cv_buf_add(&b, "--@record %s\n", l);
        l = e ? e + 1 : l + strlen(l);
    }
    free(rec);
    if (b.oom) {
        free(b.s);
        seterr(err, errlen, "out of memory");
        return NULL;
    }
    return b.s;
}

int cv_aux_dump_file(cv_game *g, const char *path, char *err, size_t errlen)
{
    char *text = cv_aux_dump(g, err, errlen);
    if (!text) return CV_ENOMEM;
    char *tmp = cv_str_fmt("%s.tmp", path);
    FILE *f = tmp ? fopen(tmp, "w") : NULL;
    int bad = !f;
    if (f) {
        bad = fputs(text, f) < 0;
        bad |= fclose(f) != 0;
        bad = bad || rename(tmp, path) != 0;
        if (bad) remove(tmp);
    }
    if (bad && err && errlen) snprintf(err, errlen, "cannot write %s", path);
    free(tmp);
    free(text);
    return bad ? CV_EFILE : CV_OK;
}

/* Does the file carry "--@record" lines (a dumped position)? */
static int has_record(const char *path)
{
    size_t n;
    char *text = cv_sandbox_slurp(path, (size_t)64 << 20, &n, NULL);
    int yes = text && (!strncmp(text, "--@record ", 10) || strstr(text, "\n--@record "));
    free(text);
    return yes;
}

cv_game *cv_aux_open(const cv_config *like, const char *path, char *err, size_t errlen)
{
    if (has_record(path)) return cv_record_load(like->root, path, NULL, err, errlen);
    cv_config cfg = *like;
    cfg.position = path;
    cfg.decks = NULL;
    cfg.ndecks = 0;
    return cv_game_new(&cfg, err, errlen);
}
