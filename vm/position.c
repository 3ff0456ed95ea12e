/* position: reading and writing position files. See position.h. */
#include "position.h"

#include <lauxlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cvaux.h"

#define POSITION_CAP ((size_t)4 << 20) /* bytes a position file may have */
#define BUDGET_STEP 20000000LL

/* ---- reading ---------------------------------------------------------------- */

/* [-0, +1] Runs position text 'src' of file 'path' as a sealed chunk over
 * the globals at 'G' (without cv: a position describes a state, it does not
 * act on one), protected, and pushes what it returns; or pushes nothing and
 * returns -1 with err set. */
static int run_text_in(lua_State *L, int G, const char *path, const char *src, char *err,
                       size_t errlen, int cards)
{
    char *chunk = cv_str_fmt("@%s", path);
    cv_sandbox_env(L, G, 1);
    int env = lua_gettop(L);
    lua_pushliteral(L, "cv");
    lua_pushboolean(L, 0);
    lua_rawset(L, -3);
    int rc = chunk ? cv_sandbox_load(L, src, strlen(src), chunk, -1) : LUA_ERRMEM;
    free(chunk);
    if (rc == LUA_OK) rc = cv_sandbox_pcall(L, 0, 1);
    if (rc == LUA_OK && cards) {
        /* the file has run (a description, it could not act on the game); the
         * test cards it defines act when the game runs: from now on their
         * functions see 'cv' and 'rules' as a card file's do */
        lua_pushliteral(L, "cv");
        lua_pushnil(L);
        lua_rawset(L, env);
        lua_pushliteral(L, "rules");
        lua_getfield(L, LUA_REGISTRYINDEX, "cv.lib");
        lua_rawset(L, env);
    }
    lua_remove(L, env);
    if (rc != LUA_OK) {
        snprintf(err, errlen, "%s", lua_isstring(L, -1) ? lua_tostring(L, -1) : "out of memory");
        lua_pop(L, 1);
        return -1;
    }
    return 0;
}

static int run_text(lua_State *L, int G, const char *path, const char *src, char *err,
                    size_t errlen)
{
    return run_text_in(L, G, path, src, err, errlen, 0);
}

/* The text of position file 'path' (caller frees), or NULL with err set. */
static char *slurp(const char *path, char *err, size_t errlen)
{
    size_t n = 0;
    const char *why = NULL;
    char *src = cv_sandbox_slurp(path, POSITION_CAP, &n, &why);
    if (!src) snprintf(err, errlen, "%s: cannot read the position file (%s)", path, why);
    return src;
}

int cv_position_load(cv_game *g, char *err, size_t errlen)
{
    free(g->postext);
    g->postext = slurp(g->position, err, errlen);
    return g->postext ? 0 : -1;
}

/* check_spec(spec, file, rules): the player names of a position table, as
 * a list; raises when its shape is wrong. Run protected. */
static int check_spec(lua_State *L)
{
    const char *file = lua_tostring(L, 2);
    if (!lua_istable(L, 1))
        return luaL_error(L, "%s: a position file must return a table (docs/positions.md)", file);
    if (lua_getmetatable(L, 1))
        return luaL_error(L, "%s: the position table may not have a metatable", file);
    lua_pushliteral(L, "rules");
    if (lua_rawget(L, 1) == LUA_TSTRING && lua_isstring(L, 3) &&
        strcmp(lua_tostring(L, -1), lua_tostring(L, 3)))
        return luaL_error(L, "%s: the position is for '%s', not '%s'", file, lua_tostring(L, -1),
                          lua_tostring(L, 3));
    lua_pop(L, 1);
    lua_pushliteral(L, "players");
    if (lua_rawget(L, 1) != LUA_TTABLE || lua_getmetatable(L, -1) || lua_rawlen(L, -1) < 1)
        return luaL_error(L, "%s: 'players' must list the players (docs/positions.md)", file);
    int players = lua_gettop(L);
    lua_Integer np = (lua_Integer)lua_rawlen(L, players);
    if (np > CV_MAX_SEATS)
        return luaL_error(L, "%s: %d players: at most %d", file, (int)np, CV_MAX_SEATS);
    lua_createtable(L, (int)np, 0);
    for (lua_Integer i = 1; i <= np; i++) {
        int t = lua_rawgeti(L, players, i);
        if (t == LUA_TTABLE) {
            lua_pushliteral(L, "name");
            if (lua_rawget(L, -2) == LUA_TSTRING) {
                lua_rawseti(L, -3, i);
                lua_pop(L, 1);
                continue;
            }
            lua_pop(L, 1);
        }
        lua_pop(L, 1);
        lua_pushfstring(L, "Player %d", (int)i);
        lua_rawseti(L, -2, i);
    }
    return 1;
}

int cv_position_read(cv_game *g, char *err, size_t errlen)
{
    lua_State *L = cv_game_enter(g);
    int top = lua_gettop(L);
    lua_getfield(L, LUA_REGISTRYINDEX, "cv.G");
    if (run_text_in(L, top + 1, g->position, g->postext, err, errlen, 1)) {
        lua_settop(L, top);
        return -1;
    }
    lua_remove(L, top + 1); /* G */
    int spec = top + 1;
    lua_pushcfunction(L, check_spec);
    lua_pushvalue(L, spec);
    lua_pushstring(L, g->position);
    lua_pushstring(L, g->rules);
    if (cv_sandbox_pcall(L, 3, 1) != LUA_OK) {
        snprintf(err, errlen, "%s", lua_tostring(L, -1));
        lua_settop(L, top);
        return -1;
    }
    for (lua_Integer i = 1; lua_rawgeti(L, -1, i) == LUA_TSTRING; i++) {
        if (cv_state_player_add(g->s, lua_tostring(L, -1)) < 0) {
            snprintf(err, errlen, "out of memory");
            lua_settop(L, top);
            return -1;
        }
        lua_pop(L, 1);
    }
    lua_pop(L, 2);
    /* The text, for messages naming a line (vm/position.lua). */
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->gref);
    lua_pushstring(L, g->postext);
    lua_setfield(L, -2, "position_text");
    lua_pushstring(L, g->position);
    lua_setfield(L, -2, "position_file");
    lua_pop(L, 1);
    return 0;
}

/* rules_of(spec): spec.rules when it is a string. Run protected. */
static int rules_of(lua_State *L)
{
    if (!lua_istable(L, 1)) return 0;
    lua_pushliteral(L, "rules");
    if (lua_rawget(L, 1) != LUA_TSTRING) return 0;
    return 1;
}

const char *cv_aux_position_rules(const char *path, char *buf, size_t len, char *err,
                                  size_t errlen)
{
    char tmp[8];
    if (!err) {
        err = tmp;
        errlen = sizeof tmp;
    }
    cv_sandbox sb;
    if (cv_sandbox_open(&sb, (size_t)64 << 20, BUDGET_STEP)) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    lua_State *L = sb.L;
    const char *found = NULL;
    lua_getfield(L, LUA_REGISTRYINDEX, "cv.G");
    char *src = slurp(path, err, errlen);
    if (src && run_text(L, 1, path, src, err, errlen) == 0) {
        lua_pushcfunction(L, rules_of);
        lua_insert(L, -2);
        if (cv_sandbox_pcall(L, 1, 1) == LUA_OK && lua_type(L, -1) == LUA_TSTRING &&
            lua_rawlen(L, -1) < len) {
            snprintf(buf, len, "%s", lua_tostring(L, -1));
            found = buf;
        } else {
            snprintf(err, errlen, "%s: names no ruleset (rules = \"...\")", path);
        }
    }
    free(src);
    cv_sandbox_close(&sb);
    return found;
}

static int cmp_option(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* options_of(spec): spec.options as a list of "name=value" strings, sorted
 * by name (strings, numbers and booleans; anything else is an error naming
 * it). Run protected. */
static int options_of(lua_State *L)
{
    lua_newtable(L);
    if (!lua_istable(L, 1)) return 1;
    lua_pushliteral(L, "options");
    if (lua_rawget(L, 1) == LUA_TNIL) return 1;
    if (!lua_istable(L, -1)) return luaL_error(L, "options: a table of name = value expected");
    int opts = lua_gettop(L), out = opts - 1, n = 0;
    for (lua_pushnil(L); lua_next(L, opts);) {
        int t = lua_type(L, -1);
        if (lua_type(L, -2) != LUA_TSTRING ||
            (t != LUA_TSTRING && t != LUA_TNUMBER && t != LUA_TBOOLEAN))
            return luaL_error(L, "options: name = value with a string, number or boolean expected");
        const char *v = t == LUA_TBOOLEAN ? (lua_toboolean(L, -1) ? "true" : "false")
                                          : lua_tostring(L, -1);
        lua_pushfstring(L, "%s=%s", lua_tostring(L, -2), v);
        lua_rawseti(L, out, ++n);
        lua_pop(L, 1);
    }
    lua_pop(L, 1); /* sorted by the caller, so no order depends on Lua's hashing */
    return 1;
}

int cv_position_options(const char *path, const char *text, char ***out, int *n, char *err,
                        size_t errlen)
{
    *out = NULL;
    *n = 0;
    cv_sandbox sb;
    if (cv_sandbox_open(&sb, (size_t)64 << 20, BUDGET_STEP)) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    lua_State *L = sb.L;
    int rc = -1;
    lua_getfield(L, LUA_REGISTRYINDEX, "cv.G");
    if (run_text(L, 1, path, text, err, errlen) == 0) {
        lua_pushcfunction(L, options_of);
        lua_insert(L, -2);
        if (cv_sandbox_pcall(L, 1, 1) != LUA_OK) {
            snprintf(err, errlen, "%s: %s", path, lua_tostring(L, -1));
        } else {
            int list = lua_absindex(L, -1);
            size_t k = (size_t)lua_rawlen(L, list);
            char **v = calloc(k + 1, sizeof *v);
            for (size_t i = 0; v && i < k; i++) {
                lua_rawgeti(L, list, (lua_Integer)i + 1);
                v[i] = cv_str_dup(lua_tostring(L, -1));
                lua_pop(L, 1);
            }
            if (v) {
                qsort(v, k, sizeof *v, cmp_option);
                *out = v;
                *n = (int)k;
                rc = 0;
            } else {
                snprintf(err, errlen, "out of memory");
            }
        }
    }
    cv_sandbox_close(&sb);
    return rc;
}

/* ---- writing ---------------------------------------------------------------- */

void cv_position_quote(cv_buf *b, const char *s)
{
    cv_buf_add(b, "\"");
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        if (*p == '"' || *p == '\\')
            cv_buf_add(b, "\\%c", *p);
        else if (*p == '\n')
            cv_buf_add(b, "\\n");
        else if (*p == '\r')
            cv_buf_add(b, "\\r");
        else if (*p < 32 || *p == 127)
            cv_buf_add(b, "\\%03d", *p);
        else
            cv_buf_add(b, "%c", *p);
    }
    cv_buf_add(b, "\"");
}

static int is_name(const char *k)
{
    static const char *const reserved[] = {
        "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if",
        "in", "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while",
        NULL};
    if (!((*k >= 'a' && *k <= 'z') || (*k >= 'A' && *k <= 'Z') || *k == '_')) return 0;
    for (const char *p = k; *p; p++)
        if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || *p == '_' ||
              (*p >= '0' && *p <= '9')))
            return 0;
    for (const char *const *r = reserved; *r; r++)
        if (!strcmp(k, *r)) return 0;
    return 1;
}

/* "key = " for a table field, quoted when it is not a plain name. */
static void key(cv_buf *b, const char *k)
{
    if (is_name(k)) {
        cv_buf_add(b, "%s = ", k);
    } else {
        cv_buf_add(b, "[");
        cv_position_quote(b, k);
        cv_buf_add(b, "] = ");
    }
}

/* The entries of a set as "k = v, ..." (bookkeeping '_' names left out,
 * and 'skip' names too); returns how many were written. */
static int fields(cv_buf *b, const cv_kv *kv, const char *const *skip, int first)
{
    int n = 0;
    for (size_t i = 0; i < kv->n; i++) {
        const cv_kv_entry *e = &kv->v[i];
        if (e->key[0] == '_') continue;
        int skipped = 0;
        for (const char *const *s = skip; s && *s; s++)
            skipped |= !strcmp(*s, e->key);
        if (skipped) continue;
        if (n++ || !first) cv_buf_add(b, ", ");
        key(b, e->key);
        if (e->str)
            cv_position_quote(b, e->str);
        else
            cv_buf_add(b, "%lld", e->num);
    }
    return n;
}

static int count_fields(const cv_kv *kv, const char *const *skip)
{
    cv_buf tmp = {0};
    int n = fields(&tmp, kv, skip, 1);
    free(tmp.s);
    return n;
}

/* One card: { "Title", owner = N, ref = "cID", tokens..., links..., vars =
 * {...} }; by its key when another card of the pool has its title. */
static void card_entry(cv_buf *b, const cv_game *g, int id)
{
    const cv_state *s = g->s;
    const cv_card *c = cv_state_card(s, id);
    const cv_zone *z = &s->zones[c->zone];
    cv_buf_add(b, "{ ");
    cv_position_quote(b, cv_pool_title_shared(g->pool, c->title) ? c->blueprint : c->title);
    /* the owner, where it is not the zone's seat (or seat 1, for a shared
     * zone such as an adventure path: what a position assumes) */
    if (c->owner != (z->owner >= 0 ? z->owner : 0)) cv_buf_add(b, ", owner = %d", c->owner + 1);
    cv_buf_add(b, ", ref = \"c%d\"", id);
    fields(b, &c->pools, NULL, 0);
    for (size_t i = 0; i < c->links.n; i++) {
        cv_buf_add(b, ", ");
        key(b, c->links.v[i].key);
        cv_buf_add(b, "\"c%lld\"", c->links.v[i].num);
    }
    if (count_fields(&c->vars, NULL)) {
        cv_buf_add(b, ", vars = { ");
        fields(b, &c->vars, NULL, 1);
        cv_buf_add(b, " }");
    }
    cv_buf_add(b, " }");
}

static void zone_list(cv_buf *b, const cv_game *g, const cv_zone *z, const char *indent)
{
    for (size_t k = 0; k < z->n; k++) {
        if (k) cv_buf_add(b, ",\n%s  ", indent);
        card_entry(b, g, z->ids[k]);
    }
}

void cv_position_write(const cv_game *g, cv_buf *b)
{
    const cv_state *s = g->s;
    cv_buf_add(b, "return {\n  rules = ");
    cv_position_quote(b, g->rules);
    cv_buf_add(b, ",\n");
    const cv_kv_entry *turn = cv_kv_find(&s->vars, "turn"), *player = cv_kv_find(&s->vars, "player"),
                      *phase = cv_kv_find(&s->vars, "phase");
    if (turn || player || phase) {
        int n = 0;
        cv_buf_add(b, "  ");
        if (turn && !turn->str) cv_buf_add(b, "%sturn = %lld", n++ ? ", " : "", turn->num);
        if (player && !player->str) cv_buf_add(b, "%splayer = %lld", n++ ? ", " : "", player->num);
        if (phase && phase->str) {
            cv_buf_add(b, "%sphase = ", n++ ? ", " : "");
            cv_position_quote(b, phase->str);
        }
        cv_buf_add(b, ",\n");
    }
    cv_buf_add(b, "  players = {\n");
    for (int p = 0; p < s->nplayers; p++) {
        const cv_player *pl = &s->players[p];
        cv_buf_add(b, "    { name = ");
        cv_position_quote(b, pl->name);
        cv_buf_add(b, ",\n");
        if (count_fields(&pl->vars, NULL)) {
            cv_buf_add(b, "      vars = { ");
            fields(b, &pl->vars, NULL, 1);
            cv_buf_add(b, " },\n");
        }
        if (count_fields(&pl->pools, NULL)) {
            cv_buf_add(b, "      pools = { ");
            fields(b, &pl->pools, NULL, 1);
            cv_buf_add(b, " },\n");
        }
        for (size_t zi = 0; zi < s->nzones; zi++) {
            const cv_zone *z = &s->zones[zi];
            if (z->owner != p || !z->n) continue;
            cv_buf_add(b, "      ");
            key(b, z->name);
            cv_buf_add(b, "{ ");
            zone_list(b, g, z, "      ");
            cv_buf_add(b, " },\n");
        }
        cv_buf_add(b, "    },\n");
    }
    cv_buf_add(b, "  },\n");
    for (size_t zi = 0; zi < s->nzones; zi++) {
        const cv_zone *z = &s->zones[zi];
        if (z->owner >= 0 || !z->n) continue;
        cv_buf_add(b, "  ");
        key(b, z->name);
        cv_buf_add(b, "{ ");
        zone_list(b, g, z, "  ");
        cv_buf_add(b, " },\n");
    }
    static const char *const kept[] = {"turn", "player", "phase", NULL};
    if (count_fields(&s->pools, NULL)) {
        cv_buf_add(b, "  pools = { ");
        fields(b, &s->pools, NULL, 1);
        cv_buf_add(b, " },\n");
    }
    if (count_fields(&s->vars, kept)) {
        cv_buf_add(b, "  vars = { ");
        fields(b, &s->vars, kept, 1);
        cv_buf_add(b, " },\n");
    }
    cv_buf_add(b, "}");
}
