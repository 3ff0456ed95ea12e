/* luatest: the Lua test runner behind `cardvm test`. See luatest.h.
 *
 * Test files are trusted code run in a plain Lua state (not a game's
 * sandbox); every game they create is an ordinary sandboxed cv_game. */
#include "luatest.h"

#include <dirent.h>
#include <inttypes.h>
#include <lauxlib.h>
#include <lua.h>
#include <lualib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cardvm.h"
#include "cvaux.h"
#include "policy.h"

#define GAME_MT "cardvm.game"
#define MAX_DECKS 8
#define MAX_OPTIONS 16

static const char *root_dir;

static cv_game *check_game(lua_State *L)
{
    cv_game **g = luaL_checkudata(L, 1, GAME_MT);
    if (!*g) luaL_error(L, "the game was freed");
    return *g;
}

/* game{ rules=, seed=, decks={...}, options={"k=v", ...}, root=, position= } */
static int t_game(lua_State *L)
{
    luaL_checktype(L, 1, LUA_TTABLE);
    const char *decks[MAX_DECKS], *options[MAX_OPTIONS];
    cv_config cfg = {.root = root_dir, .rules = "halo", .decks = decks, .options = options};
    if (lua_getfield(L, 1, "rules") == LUA_TSTRING) cfg.rules = lua_tostring(L, -1);
    if (lua_getfield(L, 1, "root") == LUA_TSTRING) {
        const char *r = lua_tostring(L, -1);
        if (r[0] != '/') {
            lua_pushfstring(L, "%s/%s", root_dir, r);
            r = lua_tostring(L, -1);
        }
        cfg.root = r; /* kept alive on the stack */
    }
    if (lua_getfield(L, 1, "seed") != LUA_TNIL) cfg.seed = (uint64_t)luaL_checkinteger(L, -1);
    if (lua_getfield(L, 1, "position") == LUA_TSTRING) {
        const char *p = lua_tostring(L, -1);
        if (p[0] != '/') {
            lua_pushfstring(L, "%s/%s", root_dir, p);
            p = lua_tostring(L, -1);
        }
        cfg.position = p; /* kept alive on the stack */
    }
    /* a position names its ruleset, as at the REPL: no rules= needed */
    char posrules[64];
    lua_getfield(L, 1, "rules");
    int rules_given = !lua_isnil(L, -1);
    lua_pop(L, 1);
    if (!rules_given && cfg.position &&
        cv_aux_position_rules(cfg.position, posrules, sizeof posrules, NULL, 0))
        cfg.rules = posrules;
    if (lua_getfield(L, 1, "decks") == LUA_TTABLE) {
        int t = lua_gettop(L);
        for (lua_Integer i = 1; i <= luaL_len(L, t) && cfg.ndecks < MAX_DECKS; i++) {
            lua_rawgeti(L, t, i);
            const char *d = luaL_checkstring(L, -1);
            if (d[0] != '/') {
                lua_pushfstring(L, "%s/%s", root_dir, d);
                d = lua_tostring(L, -1);
            }
            decks[cfg.ndecks++] = d; /* kept alive on the stack */
        }
    }
    if (lua_getfield(L, 1, "options") == LUA_TTABLE) {
        int t = lua_gettop(L);
        for (lua_Integer i = 1; i <= luaL_len(L, t) && cfg.noptions < MAX_OPTIONS; i++) {
            lua_rawgeti(L, t, i);
            options[cfg.noptions++] = luaL_checkstring(L, -1);
        }
    }
    char err[2048];
    cv_game **ud = lua_newuserdatauv(L, sizeof *ud, 0);
    *ud = NULL;
    luaL_setmetatable(L, GAME_MT);
    *ud = cv_game_new(&cfg, err, sizeof err);
    if (!*ud) return luaL_error(L, "game: %s", err);
    return 1;
}

static int t_gc(lua_State *L)
{
    cv_game **g = luaL_checkudata(L, 1, GAME_MT);
    cv_game_free(*g);
    *g = NULL;
    return 0;
}

static int t_options(lua_State *L)
{
    cv_game *g = check_game(L);
    lua_newtable(L);
    for (size_t i = 0; i < cv_game_option_count(g); i++) {
        lua_pushstring(L, cv_game_option_label(g, i));
        lua_rawseti(L, -2, (lua_Integer)i + 1);
    }
    return 1;
}

static int t_prompt(lua_State *L)
{
    lua_pushstring(L, cv_game_decision_prompt(check_game(L)));
    return 1;
}

static int t_seat(lua_State *L)
{
    int s = cv_game_decision_seat(check_game(L));
    if (s < 0)
        lua_pushnil(L);
    else
        lua_pushinteger(L, s + 1);
    return 1;
}

/* Answers option n (1-based); a failure raises the kernel's message. */
static int answer(lua_State *L, cv_game *g, size_t n)
{
    char err[2048];
    if (cv_game_answer(g, n - 1, err, sizeof err) != CV_OK) return luaL_error(L, "%s", err);
    return 0;
}

static int t_answer(lua_State *L)
{
    cv_game *g = check_game(L);
    lua_Integer n = luaL_checkinteger(L, 2);
    answer(L, g, (size_t)(n < 1 ? 0 : n));
    return 0;
}

/* g:choose("text"): answers the one option whose label contains 'text'
 * (an exact match wins over partial ones). g:choose_any("text"): the first
 * of several (identical cards in a hand). */
static int choose(lua_State *L, int any)
{
    cv_game *g = check_game(L);
    const char *want = luaL_checkstring(L, 2);
    if (cv_game_over(g))
        return luaL_error(L, "choose '%s': the game is over (%s)", want, cv_game_result(g));
    size_t n = cv_game_option_count(g), hit = 0, hits = 0;
    for (size_t i = 0; i < n; i++) {
        const char *l = cv_game_option_label(g, i);
        if (!strcmp(l, want)) {
            hit = i;
            hits = 1;
            break;
        }
        if (strstr(l, want) && !(any && hits)) {
            hit = i;
            hits++;
        }
    }
    if (hits != 1) {
        luaL_Buffer b;
        luaL_buffinit(L, &b);
        lua_pushfstring(L, "choose '%s': %s option matches; %s is asked: %s", want,
                        hits ? "more than one" : "no",
                        cv_game_player_name(g, cv_game_decision_seat(g)),
                        cv_game_decision_prompt(g));
        luaL_addvalue(&b);
        for (size_t i = 0; i < n; i++) {
            lua_pushfstring(L, "\n    %d. %s", (int)i + 1, cv_game_option_label(g, i));
            luaL_addvalue(&b);
        }
        luaL_pushresult(&b);
        return lua_error(L);
    }
    answer(L, g, hit + 1);
    return 0;
}

static int t_choose(lua_State *L)
{
    return choose(L, 0);
}

static int t_choose_any(lua_State *L)
{
    return choose(L, 1);
}

static int t_over(lua_State *L)
{
    lua_pushboolean(L, cv_game_over(check_game(L)));
    return 1;
}

static int t_result(lua_State *L)
{
    lua_pushstring(L, cv_game_result(check_game(L)));
    return 1;
}

static int t_hash(lua_State *L)
{
    char h[20];
    snprintf(h, sizeof h, "%016" PRIx64, cv_game_hash(check_game(L)));
    lua_pushstring(L, h);
    return 1;
}

/* g:state([seat]): the board (as that seat, 1-based, may see it) */
static int t_state(lua_State *L)
{
    cv_game *g = check_game(L);
    int viewer = (int)luaL_optinteger(L, 2, 0) - 1;
    char *s = viewer < 0 ? cv_game_describe(g) : cv_game_describe_for(g, viewer);
    lua_pushstring(L, s ? s : "");
    free(s);
    return 1;
}

static int t_log(lua_State *L)
{
    cv_game *g = check_game(L);
    /* g:log(seat): the log as that seat (1-based) saw it */
    int viewer = (int)luaL_optinteger(L, 2, 0) - 1;
    lua_newtable(L);
    for (size_t i = 0; i < cv_game_log_count(g); i++) {
        lua_pushfstring(L, "[%s] %s", cv_game_log_cause(g, i), cv_game_log_text_for(g, i, viewer));
        lua_rawseti(L, -2, (lua_Integer)i + 1);
    }
    return 1;
}

static int t_query(lua_State *L)
{
    cv_game *g = check_game(L);
    char err[2048], *out = NULL;
    if (cv_game_query(g, luaL_checkstring(L, 2), &out, err, sizeof err) != CV_OK)
        return luaL_error(L, "query: %s", err);
    lua_pushstring(L, out);
    free(out);
    return 1;
}

/* g:id(name): the id of the one card a name means, as cv.find sees it (an
 * id, "Title [id]", a position's ref, a title in any case, a unique part of
 * one); an ambiguous or unknown name raises with the kernel's message, which
 * lists the candidates. */
static int t_id(lua_State *L)
{
    cv_game *g = check_game(L);
    const char *name = luaL_checkstring(L, 2);
    char err[2048];
    int id;
    if (cv_aux_find(g, name, &id, err, sizeof err) != CV_OK)
        return luaL_error(L, "id '%s': %s", name, err);
    lua_pushinteger(L, id);
    return 1;
}

/* The query g:eval sends: the values of 'code' written inside the game as a
 * Lua chunk "return v1, v2, ..." of literals (numbers exactly, by %q), which
 * the test's state then loads in an empty environment. */
static const char eval_writer[] =
    "local f = function() %s\nend\n" /* first: the code's lines are the query's */
    "local function w(v, seen, out)\n"
    "  local t = type(v)\n"
    "  if t == 'nil' or t == 'boolean' then out[#out + 1] = tostring(v)\n"
    "  elseif t == 'number' or t == 'string' then out[#out + 1] = string.format('%%q', v)\n"
    "  elseif t == 'table' then\n"
    "    if seen[v] then error('the value holds a table twice (a cycle?)', 0) end\n"
    "    seen[v] = true\n"
    "    out[#out + 1] = '{'\n"
    "    for k, x in pairs(v) do\n"
    "      out[#out + 1] = '['; w(k, seen, out); out[#out + 1] = ']='; w(x, seen, out)\n"
    "      out[#out + 1] = ','\n"
    "    end\n"
    "    out[#out + 1] = '}'\n"
    "    seen[v] = nil\n"
    "  else error('a ' .. t .. ' cannot leave the game (only numbers, booleans, strings, '\n"
    "             .. 'nil and tables of these)', 0) end\n"
    "end\n"
    "local function all(...)\n"
    "  local out = { 'return ' }\n"
    "  for i = 1, select('#', ...) do\n"
    "    if i > 1 then out[#out + 1] = ', ' end\n"
    "    w((select(i, ...)), {}, out)\n"
    "  end\n"
    "  return table.concat(out)\n"
    "end\n"
    "return all(f())";

static int t_eval(lua_State *L)
{
    cv_game *g = check_game(L);
    const char *code = luaL_checkstring(L, 2);
    /* Like g:query: an expression, else statements (checked here, by the
     * same Lua, without running anything). */
    lua_pushfstring(L, "return %s", code);
    int expr = luaL_loadbufferx(L, lua_tostring(L, -1), lua_rawlen(L, -1), "=eval", "t") == LUA_OK;
    lua_pop(L, 2);
    if (expr)
        lua_pushfstring(L, "return %s", code);
    else
        lua_pushstring(L, code);
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    /* eval_writer's only format directives are %% and the one %s */
    for (const char *p = eval_writer; *p; p++) {
        if (p[0] == '%' && p[1] == '%') {
            luaL_addchar(&b, '%');
            p++;
        } else if (p[0] == '%' && p[1] == 's') {
            lua_pushvalue(L, -2);
            luaL_addvalue(&b);
            p++;
        } else {
            luaL_addchar(&b, *p);
        }
    }
    luaL_pushresult(&b);
    char err[2048], *out = NULL;
    if (cv_game_query(g, lua_tostring(L, -1), &out, err, sizeof err) != CV_OK)
        return luaL_error(L, "eval: %s", err);
    lua_settop(L, 2);
    int rc = luaL_loadbufferx(L, out, strlen(out), "=eval", "t");
    free(out);
    if (rc != LUA_OK) return luaL_error(L, "eval: %s", lua_tostring(L, -1));
    lua_newtable(L); /* an empty environment: the chunk is only literals */
    lua_setupvalue(L, -2, 1);
    lua_call(L, 0, LUA_MULTRET);
    return lua_gettop(L) - 2;
}

static int t_warnings(lua_State *L)
{
    cv_game *g = check_game(L);
    lua_newtable(L);
    for (size_t i = 0; i < cv_game_warning_count(g); i++) {
        lua_pushstring(L, cv_game_warning(g, i));
        lua_rawseti(L, -2, (lua_Integer)i + 1);
    }
    return 1;
}

/* g:try(n): answers option n and returns the error message, or nil. */
static int t_try(lua_State *L)
{
    cv_game *g = check_game(L);
    lua_Integer n = luaL_checkinteger(L, 2);
    char err[2048];
    if (cv_game_answer(g, (size_t)(n < 1 ? 0 : n - 1), err, sizeof err) != CV_OK)
        lua_pushstring(L, err);
    else
        lua_pushnil(L);
    return 1;
}

/* g:why(card): the explanation of a card's values (cv_aux_explain). */
static int t_why(lua_State *L)
{
    cv_game *g = check_game(L);
    char err[2048];
    char *out = cv_aux_explain(g, luaL_checkstring(L, 2), err, sizeof err);
    if (!out) return luaL_error(L, "why: %s", err);
    lua_pushstring(L, out);
    free(out);
    return 1;
}

/* g:show(card): a card's printed data and text (cv_aux_show). */
static int t_show(lua_State *L)
{
    cv_game *g = check_game(L);
    char err[2048];
    char *out = cv_aux_show(g, luaL_checkstring(L, 2), err, sizeof err);
    if (!out) return luaL_error(L, "show: %s", err);
    lua_pushstring(L, out);
    free(out);
    return 1;
}

/* g:svg([seat]): the ruleset's board as SVG, as a judge or seat sees it. */
static int t_svg(lua_State *L)
{
    cv_game *g = check_game(L);
    int seat = lua_isnoneornil(L, 2) ? -1 : (int)luaL_checkinteger(L, 2) - 1;
    char err[1024], *svg;
    int rc = cv_game_board_svg(g, seat, &svg, err, sizeof err);
    if (rc == CV_ENOMEM) return luaL_error(L, "svg: out of memory");
    if (rc != CV_OK) return luaL_error(L, "svg: %s", err);
    lua_pushstring(L, svg);
    free(svg);
    return 1;
}

/* g:titles(): the pool's titles, sorted. */
static int t_titles(lua_State *L)
{
    cv_game *g = check_game(L);
    lua_newtable(L);
    for (size_t i = 0; i < cv_aux_title_count(g); i++) {
        lua_pushstring(L, cv_aux_title(g, i));
        lua_rawseti(L, -2, (lua_Integer)i + 1);
    }
    return 1;
}

/* g:undo([n]), g:redo([n]), g:goto(n): move along the line of play; a
 * failure raises the kernel's message. g:answers(): how many stand. */
static int travel(lua_State *L, int (*fn)(cv_game *, size_t, char *, size_t), lua_Integer dflt)
{
    cv_game *g = check_game(L);
    lua_Integer n = luaL_optinteger(L, 2, dflt);
    luaL_argcheck(L, n >= 0, 2, "a count from 0 expected");
    char err[1024];
    if (fn(g, (size_t)n, err, sizeof err) != CV_OK) return luaL_error(L, "%s", err);
    return 0;
}

static int t_undo(lua_State *L)
{
    return travel(L, cv_game_undo, 1);
}

static int t_redo(lua_State *L)
{
    return travel(L, cv_game_redo, 1);
}

static int t_goto(lua_State *L)
{
    return travel(L, cv_game_goto, 0);
}

static int t_answers(lua_State *L)
{
    lua_pushinteger(L, (lua_Integer)cv_game_answer_count(check_game(L)));
    return 1;
}

/* g:auto([n], [seed]): a seeded random policy answers up to n decisions. */
static int t_auto(lua_State *L)
{
    cv_game *g = check_game(L);
    lua_Integer n = luaL_optinteger(L, 2, LUA_MAXINTEGER);
    uint64_t x = (uint64_t)luaL_optinteger(L, 3, 1);
    lua_Integer done = 0;
    while (done < n && !cv_game_over(g)) {
        answer(L, g, (size_t)(policy_next(&x) % cv_game_option_count(g)) + 1);
        done++;
    }
    lua_pushinteger(L, done);
    return 1;
}

static const luaL_Reg game_methods[] = {
    {"options", t_options}, {"prompt", t_prompt}, {"seat", t_seat},
    {"answer", t_answer},   {"choose", t_choose}, {"over", t_over},
    {"result", t_result},   {"hash", t_hash},     {"state", t_state},
    {"log", t_log},         {"query", t_query},   {"warnings", t_warnings},
    {"try", t_try},         {"auto", t_auto},     {"choose_any", t_choose_any},
    {"why", t_why},         {"show", t_show},     {"titles", t_titles},
    {"undo", t_undo},       {"redo", t_redo},     {"goto", t_goto}, {"go_to", t_goto},
    {"answers", t_answers}, {"id", t_id},         {"eval", t_eval},
    {"svg", t_svg},
    {NULL, NULL},
};

/* The tests registered by the file being run: a list of {name, fn}. */
static int t_test(lua_State *L)
{
    luaL_checkstring(L, 1);
    luaL_checktype(L, 2, LUA_TFUNCTION);
    lua_getfield(L, LUA_REGISTRYINDEX, "luatest.tests");
    lua_createtable(L, 2, 0);
    lua_pushvalue(L, 1);
    lua_rawseti(L, -2, 1);
    lua_pushvalue(L, 2);
    lua_rawseti(L, -2, 2);
    lua_rawseti(L, -2, (lua_Integer)luaL_len(L, -2) + 1);
    return 0;
}

static int traceback(lua_State *L)
{
    const char *msg = lua_tostring(L, 1);
    luaL_traceback(L, L, msg ? msg : "(error object is not a string)", 1);
    return 1;
}

/* The assertions. eq names the types when they differ (0 and "0" print
 * alike); has/hasnt show what the list holds (the first 12 entries, each cut
 * to 100 characters). */
static const char helpers[] = "local function show(v)\n"
                              "  if type(v) == 'string' then return string.format('%q', v) end\n"
                              "  return tostring(v)\n"
                              "end\n"
                              "local function typed(v)\n"
                              "  return show(v) .. ' (' .. type(v) .. ')'\n"
                              "end\n"
                              "function eq(got, want, what)\n"
                              "  if got == want then return end\n"
                              "  local msg\n"
                              "  if type(got) ~= type(want) then\n"
                              "    msg = 'expected ' .. typed(want) .. ', got ' .. typed(got)\n"
                              "  else\n"
                              "    msg = 'expected ' .. show(want) .. ', got ' .. show(got)\n"
                              "  end\n"
                              "  error((what or 'value') .. ': ' .. msg, 2)\n"
                              "end\n"
                              "function ok(cond, what)\n"
                              "  if not cond then error((what or 'condition') .. ' does not hold', 2) end\n"
                              "end\n"
                              "local function listing(list)\n"
                              "  local n, out = #list, {}\n"
                              "  if n == 0 then return ' (the list is empty)' end\n"
                              "  for i = 1, math.min(n, 12) do\n"
                              "    local l = tostring(list[i])\n"
                              "    if #l > 100 then l = l:sub(1, 97) .. '...' end\n"
                              "    out[#out + 1] = '\\n    ' .. i .. '. ' .. l\n"
                              "  end\n"
                              "  if n > 12 then out[#out + 1] = '\\n    ... and ' .. (n - 12) .. ' more' end\n"
                              "  return '; it holds ' .. n .. (n == 1 and ' entry:' or ' entries:') .. table.concat(out)\n"
                              "end\n"
                              "local function text_or_list(x, what)\n"
                              "  if type(x) ~= 'string' and type(x) ~= 'table' then\n"
                              "    error((what or 'value') .. ': a list or a text expected, got ' .. type(x), 3)\n"
                              "  end\n"
                              "  return type(x) == 'string'\n"
                              "end\n"
                              "function has(list, text, what)\n"
                              "  if text_or_list(list, what) then\n"
                              "    if string.find(list, text, 1, true) then return list end\n"
                              "    error((what or 'text') .. ': does not contain \"' .. text .. '\"; it is:\\n    ' ..\n"
                              "      (list:gsub('\\n', '\\n    ')), 2)\n"
                              "  end\n"
                              "  for _, l in ipairs(list) do if string.find(l, text, 1, true) then return l end end\n"
                              "  error((what or 'list') .. ': no entry contains \"' .. text .. '\"' .. listing(list), 2)\n"
                              "end\n"
                              "function hasnt(list, text, what)\n"
                              "  if text_or_list(list, what) then\n"
                              "    if string.find(list, text, 1, true) then\n"
                              "      error((what or 'text') .. ': contains \"' .. text .. '\": ' .. list, 2)\n"
                              "    end\n"
                              "    return\n"
                              "  end\n"
                              "  for i, l in ipairs(list) do\n"
                              "    if string.find(l, text, 1, true) then\n"
                              "      error((what or 'list') .. ': entry ' .. i .. ' contains \"' .. text .. '\": \"' .. l .. '\"', 2)\n"
                              "    end\n"
                              "  end\n"
                              "end\n"
                              "function fails(fn, text)\n"
                              "  local okk, err = pcall(fn)\n"
                              "  if okk then error('expected a failure containing \"' .. text .. '\"', 2) end\n"
                              "  if not string.find(tostring(err), text, 1, true) then\n"
                              "    error('expected a failure containing \"' .. text .. '\", got: ' .. tostring(err), 2)\n"
                              "  end\n"
                              "  return err\n"
                              "end\n";

static int run_file(const char *file, int *passed, int *failed)
{
    lua_State *L = luaL_newstate();
    if (!L) return -1;
    luaL_openlibs(L);
    luaL_newmetatable(L, GAME_MT);
    lua_pushvalue(L, -1);
    lua_setfield(L, -2, "__index");
    luaL_setfuncs(L, game_methods, 0);
    lua_pushcfunction(L, t_gc);
    lua_setfield(L, -2, "__gc");
    lua_pop(L, 1);
    lua_register(L, "game", t_game);
    lua_register(L, "test", t_test);
    lua_pushstring(L, root_dir);
    lua_setglobal(L, "ROOT");
    lua_newtable(L);
    lua_setfield(L, LUA_REGISTRYINDEX, "luatest.tests");
    if (luaL_loadbufferx(L, helpers, sizeof helpers - 1, "=luatest", "t") != LUA_OK ||
        lua_pcall(L, 0, 0, 0) != LUA_OK) {
        fprintf(stderr, "luatest: %s\n", lua_tostring(L, -1));
        lua_close(L);
        return -1;
    }
    printf("# %s\n", file);
    if (luaL_loadfile(L, file) != LUA_OK || lua_pcall(L, 0, 0, 0) != LUA_OK) {
        printf("not ok - %s does not load: %s\n", file, lua_tostring(L, -1));
        (*failed)++;
        lua_close(L);
        return 0;
    }
    lua_getfield(L, LUA_REGISTRYINDEX, "luatest.tests");
    int tests = lua_gettop(L);
    for (lua_Integer i = 1; i <= luaL_len(L, tests); i++) {
        lua_rawgeti(L, tests, i);
        lua_rawgeti(L, -1, 1);
        const char *name = lua_tostring(L, -1);
        lua_pushcfunction(L, traceback);
        lua_rawgeti(L, -3, 2);
        if (lua_pcall(L, 0, 0, -2) == LUA_OK) {
            printf("ok - %s\n", name);
            (*passed)++;
        } else {
            printf("not ok - %s\n  %s\n", name, lua_tostring(L, -1));
            (*failed)++;
            lua_pop(L, 1);
        }
        lua_settop(L, tests);
        lua_gc(L, LUA_GCCOLLECT); /* free the test's games now */
    }
    lua_close(L);
    return 0;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* A directory: every test_*.lua directly in it, in name order. */
static int run_dir(const char *dir, int *passed, int *failed)
{
    DIR *d = opendir(dir);
    if (!d) {
        printf("not ok - %s cannot be read\n", dir);
        (*failed)++;
        return 0;
    }
    char **names = NULL;
    size_t n = 0, cap = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        size_t len = strlen(e->d_name);
        if (strncmp(e->d_name, "test_", 5) || len < 9 || strcmp(e->d_name + len - 4, ".lua")) continue;
        if (n == cap) {
            cap = cap ? 2 * cap : 16;
            char **more = realloc(names, cap * sizeof *names);
            if (!more) break;
            names = more;
        }
        size_t need = strlen(dir) + len + 2;
        if (!(names[n] = malloc(need))) break;
        snprintf(names[n++], need, "%s%s%s", dir, dir[strlen(dir) - 1] == '/' ? "" : "/", e->d_name);
    }
    closedir(d);
    if (n) qsort(names, n, sizeof *names, by_name);
    if (!n) printf("# %s: no test_*.lua files\n", dir);
    for (size_t i = 0; i < n; i++) {
        if (run_file(names[i], passed, failed)) (*failed)++;
        free(names[i]);
    }
    free(names);
    return 0;
}

int luatest_run(const char *root, int nfiles, char **files)
{
    root_dir = root;
    int passed = 0, failed = 0, paths = 0;
    /* --root DIR (anywhere among the paths): the repository root games and
     * relative deck and position paths resolve against */
    for (int i = 0; i < nfiles; i++) {
        if (!strcmp(files[i], "--root")) {
            if (i + 1 >= nfiles) {
                fprintf(stderr, "cardvm test: --root needs a directory\n");
                return 2;
            }
            root_dir = files[++i];
        } else if (!strncmp(files[i], "--root=", 7)) {
            root_dir = files[i] + 7;
        }
    }
    struct stat st;
    if (stat(root_dir, &st) || !S_ISDIR(st.st_mode)) {
        fprintf(stderr, "cardvm test: the root %s is not a directory\n", root_dir);
        return 2;
    }
    for (int i = 0; i < nfiles; i++) {
        if (!strcmp(files[i], "--root")) {
            i++;
            continue;
        }
        if (!strncmp(files[i], "--root=", 7)) continue;
        paths++;
        if (!stat(files[i], &st) && S_ISDIR(st.st_mode)) {
            run_dir(files[i], &passed, &failed);
        } else if (run_file(files[i], &passed, &failed)) {
            failed++;
        }
    }
    if (!paths) {
        fprintf(stderr, "usage: cardvm test [--root DIR] PATH...\n");
        return 2;
    }
    printf("luatests: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
