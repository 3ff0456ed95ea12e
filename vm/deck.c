/* deck: reading deck files. See deck.h. */
#include "deck.h"

#include <lauxlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "str.h"

#define DECK_CAP ((size_t)1 << 20) /* bytes a deck file may have */

static int plain_key(const char *k)
{
    if (!*k) return 0;
    for (; *k; k++)
        if (!(*k == '_' || *k == '-' || (*k >= 'a' && *k <= 'z') || (*k >= '0' && *k <= '9')))
            return 0;
    return 1;
}

/* Trims 'line' (comments, blanks) in place; returns its first character. */
static char *trim(char *line)
{
    char *hash = strchr(line, '#');
    if (hash) *hash = '\0';
    while (*line == ' ' || *line == '\t' || *line == '\r')
        line++;
    char *end = line + strlen(line);
    while (end > line && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\r'))
        *--end = '\0';
    return line;
}

/* Parses "[count] key" into *count and key; 0 on success. */
static int parse_entry(const char *p, long *count, char *key, size_t keylen)
{
    char *end;
    long n = strtol(p, &end, 10);
    if (end != p && (*end == ' ' || *end == '\t')) {
        p = end;
        while (*p == ' ' || *p == '\t')
            p++;
    } else if (end != p) {
        return -1; /* "4x": a count glued to something */
    } else {
        n = 1;
    }
    size_t len = strcspn(p, " \t");
    if (len == 0 || len >= keylen || p[len]) return -1; /* nothing, too long, or more words */
    memcpy(key, p, len);
    key[len] = '\0';
    *count = n;
    return plain_key(key) && n >= 1 && n <= 1000 ? 0 : -1;
}

/* [-0, +1] Parses deck text 'src' (a copy the parser may cut up) of seat
 * 'seat', named 'shown', into a deck table and adds the player. */
static int parse(cv_game *g, char *src, const char *shown, int seat, char *err, size_t errlen)
{
    lua_State *L = cv_game_enter(g);
    char name[64];
    snprintf(name, sizeof name, "Player %d", seat + 1);
    lua_newtable(L);
    int deck = lua_gettop(L);
    lua_pushstring(L, shown);
    lua_setfield(L, deck, "file");
    lua_newtable(L);
    int cards = lua_gettop(L), ncards = 0, lineno = 0, rc = 0;
    for (char *line = src, *next; line && *line && !rc; line = next) {
        next = strchr(line, '\n');
        if (next) *next++ = '\0';
        lineno++;
        char *p = trim(line);
        if (!*p) continue;
        if (strncmp(p, "name:", 5) == 0) {
            p += 5;
            while (*p == ' ')
                p++;
            snprintf(name, sizeof name, "%s", p);
            continue;
        }
        long count;
        char key[128];
        if (parse_entry(p, &count, key, sizeof key)) {
            snprintf(err, errlen,
                     "%s:%d: expected '[count] card-key' (e.g. '4 elite_veteran'), got '%.80s'",
                     shown, lineno, p);
            rc = -1;
            break;
        }
        if (!cv_pool_known(g->pool, key)) {
            if (cv_pool_refused(g->pool, key)) {
                char msg[512];
                snprintf(msg, sizeof msg, "%s:%d: skipping %ld x '%s': its card file was refused",
                         shown, lineno, count, key);
                cv_game_warn(g, msg);
                continue;
            }
            snprintf(err, errlen, "%s:%d: unknown card '%s' (no cards/%s/%s.lua)", shown, lineno,
                     key, g->rules, key);
            rc = -1;
            break;
        }
        lua_createtable(L, 0, 3);
        lua_pushstring(L, key);
        lua_setfield(L, -2, "key");
        lua_pushinteger(L, count);
        lua_setfield(L, -2, "count");
        lua_pushinteger(L, lineno);
        lua_setfield(L, -2, "line");
        lua_rawseti(L, cards, ++ncards);
    }
    if (rc) {
        lua_settop(L, deck - 1);
        return rc;
    }
    lua_setfield(L, deck, "cards");
    lua_pushstring(L, name);
    lua_setfield(L, deck, "name");
    if (cv_state_player_add(g->s, name) < 0) {
        lua_settop(L, deck - 1);
        snprintf(err, errlen, "%s: too many players (at most %d)", shown, CV_MAX_SEATS);
        return -1;
    }
    return 0;
}

int cv_deck_read(cv_game *g, char *err, size_t errlen)
{
    lua_State *L = cv_game_enter(g);
    lua_newtable(L);
    int decks = lua_gettop(L);
    for (int i = 0; i < g->ndecktext; i++) {
        char *copy = cv_str_dup(g->decktext[i]);
        int bad = !copy || parse(g, copy, g->deckname[i], i, err, errlen);
        if (!copy) snprintf(err, errlen, "out of memory");
        free(copy);
        if (bad) {
            lua_settop(L, decks - 1);
            return -1;
        }
        lua_rawseti(L, decks, i + 1);
    }
    return 0;
}

/* default_decks(R): the ruleset's list of default deck files, as strings.
 * Run protected: R is a script's table. */
static int default_decks(lua_State *L)
{
    lua_newtable(L);
    if (lua_getfield(L, 1, "decks") != LUA_TTABLE) return 1;
    for (lua_Integer i = 1; lua_geti(L, -1, i) != LUA_TNIL && i <= CV_MAX_SEATS + 1; i++) {
        if (lua_type(L, -1) != LUA_TSTRING)
            return luaL_error(L, "R.decks[%d] must be a deck file name", (int)i);
        lua_rawseti(L, -3, i);
    }
    lua_pop(L, 2);
    return 1;
}

int cv_deck_load(cv_game *g, char *err, size_t errlen)
{
    lua_State *L = cv_game_enter(g);
    int top = lua_gettop(L);
    char rel[512];
    snprintf(rel, sizeof rel, "scripts/%s/rules.lua", g->rules);
    lua_pushcfunction(L, default_decks);
    lua_getfield(L, LUA_REGISTRYINDEX, "cv.rules");
    if (cv_sandbox_pcall(L, 1, 1) != LUA_OK) {
        snprintf(err, errlen, "%s: %s", rel, lua_tostring(L, -1));
        lua_settop(L, top);
        return -1;
    }
    int dflt = lua_gettop(L);
    int nd = g->ndecks ? g->ndecks : (int)lua_rawlen(L, dflt);
    if (nd < 1 || nd > CV_MAX_SEATS) {
        if (nd < 1)
            snprintf(err, errlen, "%s: no decks given and the ruleset names no default decks", rel);
        else
            snprintf(err, errlen, "%d decks: at most %d players", nd, CV_MAX_SEATS);
        lua_settop(L, top);
        return -1;
    }
    g->decktext = calloc((size_t)nd, sizeof *g->decktext);
    g->deckname = calloc((size_t)nd, sizeof *g->deckname);
    if (!g->decktext || !g->deckname) {
        snprintf(err, errlen, "out of memory");
        lua_settop(L, top);
        return -1;
    }
    g->ndecktext = nd;
    int rc = 0;
    for (int i = 0; i < nd && !rc; i++) {
        char *path;
        if (g->ndecks) {
            path = cv_str_dup(g->decks[i]);
            g->deckname[i] = cv_str_dup(g->decks[i]);
        } else {
            lua_rawgeti(L, dflt, i + 1);
            const char *d = lua_tostring(L, -1);
            const char *folder = cv_pool_cards_folder(g->pool, d); /* or a base's (R.extends) */
            path = cv_str_fmt("%s/cards/%s/%s", g->root, folder, d);
            g->deckname[i] = cv_str_fmt("cards/%s/%s", folder, d);
            lua_pop(L, 1);
        }
        size_t n;
        const char *why = "out of memory";
        if (!path || !g->deckname[i] || !(g->decktext[i] = cv_sandbox_slurp(path, DECK_CAP, &n, &why))) {
            snprintf(err, errlen, "%s: cannot read the deck file (%s)",
                     g->deckname[i] ? g->deckname[i] : "?", why);
            rc = -1;
        }
        free(path);
    }
    lua_settop(L, top);
    return rc;
}
