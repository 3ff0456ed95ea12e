/* pure: a card keeps no state of its own. See pure.h.
 *
 * The definition is walked raw (lua_next, lua_rawget, metatables through
 * lua_getmetatable: no metamethod runs) and every Lua function of the card's
 * file met on the way, or met in the upvalues of such a function, is checked:
 *
 *  - its bytecode (lua_dump with debug information, read below) may not hold
 *    an OP_SETUPVAL on one of its upvalues, whether in the function itself or
 *    in a closure nested in it, however deep, that reaches the upvalue
 *    through its parents' upvalues (a closure's own locals, or those of the
 *    functions it is nested in, are new at each call and may change);
 *  - a table in one of its upvalues is replaced there by the view the caller's
 *    freeze makes of it, unless it already is such a view (a protected
 *    metatable, a function as __newindex, no field of its own: so are the
 *    sandbox's card environments and read-only libraries). Such a table, and
 *    the tables in it, may not have a metatable that is not protected. The
 *    _ENV the sandbox gives the card (a view) is not followed: the globals
 *    are not the card's;
 *  - a C function in one of its upvalues, or in a table it keeps there, may
 *    not be a C closure with upvalues (state of its own: a string.gmatch
 *    iterator, the sandbox's pairs iterator, made when the file loaded and
 *    moving on at each call) unless it is one of the library's, the C
 *    functions every script shares (the set cv_pure_library makes of what
 *    the card's environment shows). The same holds for a C function in the
 *    definition itself.
 *
 * Functions of other chunks (the kernel's, the ruleset's) are left alone:
 * they are not the card's. So are C functions without upvalues (they keep
 * nothing) and the library's.
 *
 * cv_pure_library walks the card's environment raw: every table reached from
 * it through keys, values and metatables (a read-only view shows its table
 * only through its metatable's __index), each table once, and collects the C
 * functions met on the way.
 *
 * The reader follows Lua 5.4's binary chunk format, checked against what the
 * running Lua produces (cv_pure_supported):
 *   header: "\x1bLua", version 0x54, format 0, "\x19\x93\r\n\x1a\n", the sizes
 *     of an instruction, a lua_Integer and a lua_Number (one byte each), the
 *     integer 0x5678 and the number 370.5 (native layout), then a byte: the
 *     number of upvalues of the dumped function;
 *   function: source (string), linedefined, lastlinedefined (sizes), number
 *     of parameters, vararg flag, stack size (bytes); code (size n, then n
 *     instructions); constants (size n, each a tag byte and its value);
 *     upvalues (size n, each instack, index, kind: bytes); nested functions
 *     (size n, each a function); debug: line deltas (size n, n bytes),
 *     absolute lines (size n, each two sizes), locals (size n, each a string
 *     and two sizes), upvalue names (size n, each a string).
 *   A size is written 7 bits a byte, most significant first, the last byte
 *   marked with 0x80; a string is its size plus one (0: no string), then
 *   its bytes. */
#include "pure.h"

#include <lauxlib.h>
#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* How far a definition is followed. */
#define MAX_DEPTH 64     /* tables and functions nested in one another */
#define MAX_ITEMS 100000 /* values (table entries, upvalues) looked at */
#define STACK_NEEDED 8   /* Lua stack slots a step of the walk uses */

/* Lua 5.4's binary chunk header (lundump.h, ldump.c). */
#define DUMP_SIGNATURE "\x1bLua"
#define DUMP_VERSION 0x54
#define DUMP_FORMAT 0
#define DUMP_DATA "\x19\x93\r\n\x1a\n"
#define DUMP_CHECK_INT ((lua_Integer)0x5678)
#define DUMP_CHECK_NUM ((lua_Number)370.5)
#define INSTRUCTION_SIZE 4

/* The tags of constants (lobject.h: a type and its variant). */
enum {
    TAG_NIL = 0,
    TAG_FALSE = 1,
    TAG_TRUE = 17,
    TAG_INTEGER = 3,
    TAG_FLOAT = 19,
    TAG_SHORT_STRING = 4,
    TAG_LONG_STRING = 20
};

/* Instructions (lopcodes.h): the opcode in the low 7 bits; iABC's B in bits
 * 16-23. OP_SETUPVAL (UpValue[B] := R[A]) is opcode 10 in Lua 5.4. */
#define OPCODE_MASK 0x7fu
#define ARG_B_SHIFT 16
#define ARG_B_MASK 0xffu
#define OP_SETUPVAL 10u

#define MAX_UPVALUES 255   /* a function's upvalues (Lua's MAXUPVAL) */
#define NOT_PERSISTENT 255 /* in a map of upvalues: not a variable that outlives a call */
#define MAX_NESTING 256    /* functions nested in one another in a dump */
#define NAME_SIZE 64       /* room for a variable's name in a message */
#define FUNCTION_BYTES 3   /* numparams, is_vararg, maxstacksize */

/* ---- reading a dump ------------------------------------------------------------ */

/* A cursor over a dump; once 'bad' is set every read yields 0. */
typedef struct reader {
    const unsigned char *p, *end;
    int bad;
    size_t int_size, num_size; /* of a lua_Integer and a lua_Number, from the header */
} reader;

/* The first assignment found to a persistent upvalue: in the least nested
 * function that makes one. */
typedef struct offence {
    int nesting; /* -1: none found */
    int line;    /* linedefined of the function that assigns */
    char name[NAME_SIZE];
} offence;

static void skip(reader *r, size_t n)
{
    if (r->bad || (size_t)(r->end - r->p) < n) {
        r->bad = 1;
        return;
    }
    r->p += n;
}

static unsigned read_byte(reader *r)
{
    if (r->bad || r->p >= r->end) {
        r->bad = 1;
        return 0;
    }
    return *r->p++;
}

/* A size: 7-bit groups, most significant first, the last one marked. */
static size_t read_size(reader *r)
{
    size_t x = 0;
    for (;;) {
        unsigned b = read_byte(r);
        if (r->bad || x > (SIZE_MAX >> 7)) {
            r->bad = 1;
            return 0;
        }
        x = (x << 7) | (b & 0x7fu);
        if (b & 0x80u) return x;
    }
}

/* A string: NULL when absent (size 0), else its bytes (not terminated). */
static const unsigned char *read_string(reader *r, size_t *len)
{
    size_t n = read_size(r);
    *len = 0;
    if (n == 0 || r->bad) return NULL;
    const unsigned char *s = r->p;
    skip(r, n - 1);
    if (r->bad) return NULL;
    *len = n - 1;
    return s;
}

/* Reads the header; returns the number of upvalues of the dumped function. */
static size_t read_header(reader *r)
{
    static const unsigned char sig[] = DUMP_SIGNATURE, data[] = DUMP_DATA;
    lua_Integer check_int = DUMP_CHECK_INT;
    lua_Number check_num = DUMP_CHECK_NUM;
    const unsigned char *at = r->p;
    skip(r, sizeof sig - 1);
    if (r->bad || memcmp(at, sig, sizeof sig - 1)) r->bad = 1;
    if (read_byte(r) != DUMP_VERSION || read_byte(r) != DUMP_FORMAT) r->bad = 1;
    at = r->p;
    skip(r, sizeof data - 1);
    if (r->bad || memcmp(at, data, sizeof data - 1)) r->bad = 1;
    if (read_byte(r) != INSTRUCTION_SIZE) r->bad = 1;
    r->int_size = read_byte(r);
    r->num_size = read_byte(r);
    if (r->int_size != sizeof check_int || r->num_size != sizeof check_num) r->bad = 1;
    at = r->p;
    skip(r, sizeof check_int);
    if (r->bad || memcmp(at, &check_int, sizeof check_int)) r->bad = 1;
    at = r->p;
    skip(r, sizeof check_num);
    if (r->bad || memcmp(at, &check_num, sizeof check_num)) r->bad = 1;
    return read_byte(r);
}

static void skip_constants(reader *r)
{
    size_t n = read_size(r);
    for (size_t i = 0; i < n && !r->bad; i++) {
        size_t len;
        switch (read_byte(r)) {
        case TAG_NIL:
        case TAG_FALSE:
        case TAG_TRUE:
            break;
        case TAG_INTEGER:
            skip(r, r->int_size);
            break;
        case TAG_FLOAT:
            skip(r, r->num_size);
            break;
        case TAG_SHORT_STRING:
        case TAG_LONG_STRING:
            read_string(r, &len);
            break;
        default:
            r->bad = 1;
        }
    }
}

/* Line deltas, absolute lines, locals: what comes before the upvalue names. */
static void skip_lines_and_locals(reader *r)
{
    skip(r, read_size(r));
    size_t n = read_size(r);
    for (size_t i = 0; i < n && !r->bad; i++) {
        read_size(r); /* pc */
        read_size(r); /* line */
    }
    n = read_size(r);
    for (size_t i = 0; i < n && !r->bad; i++) {
        size_t len;
        read_string(r, &len);
        read_size(r); /* startpc */
        read_size(r); /* endpc */
    }
}

/* The first instruction of 'code' (n of them) assigning to an upvalue that
 * 'map' says is persistent: its upvalue index, or -1. */
static int first_assignment(reader *r, const unsigned char *code, size_t n,
                            const unsigned char *map, size_t nup)
{
    for (size_t pc = 0; pc < n; pc++) {
        uint32_t ins;
        memcpy(&ins, code + pc * INSTRUCTION_SIZE, sizeof ins); /* dumped in native order */
        if ((ins & OPCODE_MASK) != OP_SETUPVAL) continue;
        unsigned b = (ins >> ARG_B_SHIFT) & ARG_B_MASK;
        if (b >= nup) {
            r->bad = 1;
            return -1;
        }
        if (map[b] != NOT_PERSISTENT) return (int)b;
    }
    return -1;
}

/* Reads one function of a dump. 'outer' maps the upvalues of the enclosing
 * function (nouter of them) to the checked function's persistent upvalues;
 * at nesting 0 (the checked function) every upvalue is persistent. Records
 * in 'o' the least nested assignment to a persistent upvalue. */
static void scan_function(reader *r, const unsigned char *outer, size_t nouter, int nesting,
                          offence *o)
{
    size_t len;
    if (nesting >= MAX_NESTING) r->bad = 1;
    read_string(r, &len); /* source */
    size_t line = read_size(r);
    read_size(r); /* lastlinedefined */
    skip(r, FUNCTION_BYTES);
    size_t ncode = read_size(r);
    const unsigned char *code = r->p;
    if (ncode > (size_t)(r->end - r->p) / INSTRUCTION_SIZE) r->bad = 1;
    skip(r, ncode * INSTRUCTION_SIZE);
    skip_constants(r);
    size_t nup = read_size(r);
    if (nup > MAX_UPVALUES) r->bad = 1;
    if (r->bad) return;
    unsigned char map[MAX_UPVALUES];
    for (size_t i = 0; i < nup; i++) {
        unsigned instack = read_byte(r), idx = read_byte(r);
        read_byte(r); /* kind */
        if (nesting == 0)
            map[i] = (unsigned char)i;
        else if (instack)
            map[i] = NOT_PERSISTENT; /* a local of the enclosing function */
        else if (idx < nouter)
            map[i] = outer[idx];
        else
            r->bad = 1;
    }
    if (r->bad) return;
    int assigned = first_assignment(r, code, ncode, map, nup);
    size_t nprotos = read_size(r);
    for (size_t i = 0; i < nprotos && !r->bad; i++)
        scan_function(r, map, nup, nesting + 1, o);
    skip_lines_and_locals(r);
    int better = assigned >= 0 && (o->nesting < 0 || o->nesting > nesting);
    if (better) {
        o->nesting = nesting;
        o->line = line > INT_MAX ? -1 : (int)line;
        snprintf(o->name, sizeof o->name, "?"); /* unless the debug information names it */
    }
    size_t nnames = read_size(r);
    for (size_t i = 0; i < nnames && !r->bad; i++) {
        const unsigned char *name = read_string(r, &len);
        if (!better || (int)i != assigned || !name) continue;
        if (len >= sizeof o->name) len = sizeof o->name - 1;
        memcpy(o->name, name, len);
        o->name[len] = '\0';
    }
}

/* Reads a whole dump. Returns 0 with 'o' filled (o->nesting -1: no
 * assignment), or -1 when the dump is not what this reader knows. 'nups':
 * the dumped function's number of upvalues, as Lua reports it. */
static int scan_dump(const unsigned char *p, size_t n, size_t nups, offence *o)
{
    reader r = {.p = p, .end = p + n, .bad = 0, .int_size = 0, .num_size = 0};
    o->nesting = -1;
    o->line = 0;
    o->name[0] = '\0';
    if (read_header(&r) != nups) r.bad = 1;
    scan_function(&r, NULL, 0, 0, o);
    return r.bad || r.p != r.end ? -1 : 0;
}

/* ---- dumping ------------------------------------------------------------------- */

typedef struct dump {
    luaL_Buffer b;
    int started;
} dump;

static int dump_write(lua_State *L, const void *p, size_t n, void *ud)
{
    dump *d = ud;
    if (!d->started) {
        d->started = 1;
        luaL_buffinit(L, &d->b);
    }
    luaL_addlstring(&d->b, p, n);
    return 0;
}

/* [-0, +1, m] Pushes the bytecode of the Lua function at the top of the
 * stack, debug information included, as a string. */
static void push_dump(lua_State *L)
{
    dump d;
    d.started = 0;
    lua_dump(L, dump_write, &d, 0);
    if (d.started)
        luaL_pushresult(&d.b);
    else
        lua_pushliteral(L, "");
}

/* [-0, +0, m] Dumps and reads the Lua function at 'f' (nups upvalues). */
static int scan_closure(lua_State *L, int f, size_t nups, offence *o)
{
    lua_pushvalue(L, f);
    push_dump(L);
    size_t n;
    const unsigned char *p = (const unsigned char *)lua_tolstring(L, -1, &n);
    int rc = scan_dump(p, n, nups, o);
    lua_pop(L, 2);
    return rc;
}

/* The probe: never run, only dumped. Its function at line 2 assigns to 'x',
 * a local of the function it is nested in (not persistent), then to _ENV,
 * the dumped function's upvalue (persistent) reached through its own. */
static const char probe[] = "local x\nreturn function() x = 1; _ENV = nil end\n";
#define PROBE_LINE 2

int cv_pure_supported(lua_State *L)
{
    if (!lua_checkstack(L, STACK_NEEDED)) return 0;
    if (luaL_loadbufferx(L, probe, sizeof probe - 1, "=probe", "t") != LUA_OK) {
        lua_pop(L, 1);
        return 0;
    }
    offence o;
    int ok = scan_closure(L, -1, 1, &o) == 0 && o.nesting == 1 && o.line == PROBE_LINE &&
             strcmp(o.name, "_ENV") == 0;
    lua_pop(L, 1);
    return ok;
}

/* ---- walking the definition ---------------------------------------------------- */

typedef struct walk {
    lua_State *L;
    int freeze;        /* stack index of the caller's freeze */
    int library;       /* stack index of the library's C functions (a set), or 0 */
    int seen;          /* stack index: value -> how it was walked (WALKED, WALKED_KEPT) */
    int frozen;        /* stack index: original table -> its view */
    const char *chunk; /* the card file's chunk name */
    size_t items;      /* values looked at so far */
    char *why;
    size_t len;
} walk;

/* Who keeps the value being walked: a function of the card, in one of its
 * upvalues. NULL while walking the definition itself. */
typedef struct keeper {
    int line;        /* the function's linedefined */
    const char *var; /* the upvalue's name */
    int kept;        /* 1: tables here may not have unprotected metatables (0 inside a view) */
    int direct;      /* 1: the value is the upvalue itself; 0: it is inside the upvalue's table */
} keeper;

/* How a table was walked: for the functions in it, or also for the
 * metatables of a table a function keeps. */
enum { WALKED = 1, WALKED_KEPT = 2 };

static int refuse(walk *w, const char *fmt, ...)
{
    if (w->why && w->len) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(w->why, w->len, fmt, ap);
        va_end(ap);
    }
    return -1;
}

static int walk_value(walk *w, int idx, int depth, const keeper *k);
static int check_function(walk *w, int f, int depth, const keeper *k);

/* [-0, +0] The type of the raw field 'name' of the table at 't'. */
static int raw_field(lua_State *L, int t, const char *name)
{
    t = lua_absindex(L, t);
    lua_pushstring(L, name);
    int type = lua_rawget(L, t);
    lua_pop(L, 1);
    return type;
}

/* [-0, +0] 0: the table at 't' has no metatable; 1: a protected one
 * (__metatable set, as the sandbox's setmetatable understands it); -1: an
 * unprotected one. */
static int metatable_kind(lua_State *L, int t)
{
    if (!lua_getmetatable(L, t)) return 0;
    int prot = raw_field(L, -1, "__metatable") != LUA_TNIL;
    lua_pop(L, 1);
    return prot ? 1 : -1;
}

/* [-0, +0] The table at 't' is already a read-only view: a protected
 * metatable whose __newindex is a function, and no field of its own (every
 * write goes to __newindex; the sandbox's rawset refuses protected tables). */
static int is_view(lua_State *L, int t)
{
    t = lua_absindex(L, t);
    if (metatable_kind(L, t) != 1) return 0;
    lua_getmetatable(L, t);
    int fn = raw_field(L, -1, "__newindex") == LUA_TFUNCTION;
    lua_pop(L, 1);
    if (!fn) return 0;
    lua_pushnil(L);
    if (!lua_next(L, t)) return 1;
    lua_pop(L, 2);
    return 0;
}

/* [-0, +0] Upvalue 'name' holding the value at 'v' is the card's
 * environment as the sandbox makes it: _ENV, a read-only view. Not walked:
 * it leads to every global, which are not the card's (a card's own _ENV
 * table that is not a view is kept, and frozen, as any other). */
static int is_environment(lua_State *L, const char *name, int v)
{
    return strcmp(name, "_ENV") == 0 && lua_istable(L, v) && is_view(L, v);
}

/* [-0, +0] How the value at 'v' was walked (0: not yet); marks it 'mode'
 * if that is more. */
static int mark_seen(walk *w, int v, int mode)
{
    lua_State *L = w->L;
    lua_pushvalue(L, v);
    lua_rawget(L, w->seen);
    int was = (int)lua_tointeger(L, -1);
    lua_pop(L, 1);
    if (was < mode) {
        lua_pushvalue(L, v);
        lua_pushinteger(L, mode);
        lua_rawset(L, w->seen);
    }
    return was;
}

static int count_item(walk *w)
{
    if (++w->items <= MAX_ITEMS) return 0;
    return refuse(w, "the card definition is too large to check (more than %d values)", MAX_ITEMS);
}

/* Walks the table at 't' (its keys, values and metatable, raw). When a
 * function keeps it ('k'), the table and those in it may not have an
 * unprotected metatable, except inside a read-only view. */
static int walk_table(walk *w, int t, int depth, const keeper *k)
{
    lua_State *L = w->L;
    t = lua_absindex(L, t);
    luaL_checkstack(L, STACK_NEEDED, "cv_pure_card");
    int mode = k && k->kept ? WALKED_KEPT : WALKED;
    if (mark_seen(w, t, mode) >= mode) return 0;
    if (k && k->kept && metatable_kind(L, t) < 0)
        return refuse(w,
                      "the function at line %d keeps in '%s' a table with a metatable that is "
                      "not protected (no __metatable field): a metatable could keep state "
                      "between games",
                      k->line, k->var);
    keeper inside;
    if (k) { /* what the table holds is in the upvalue's table, not the upvalue */
        inside = *k;
        inside.direct = 0;
        if (is_view(L, t)) inside.kept = 0; /* what it shows is not the card's to change */
        k = &inside;
    }
    int top = lua_gettop(L), rc = 0;
    lua_pushnil(L);
    while (rc == 0 && lua_next(L, t)) {
        rc = count_item(w);
        if (rc == 0) rc = walk_value(w, -2, depth + 1, k);
        if (rc == 0) rc = walk_value(w, -1, depth + 1, k);
        lua_pop(L, 1);
    }
    if (rc == 0 && lua_getmetatable(L, t)) rc = walk_table(w, -1, depth + 1, k);
    lua_settop(L, top);
    return rc;
}

static int walk_value(walk *w, int idx, int depth, const keeper *k)
{
    int type = lua_type(w->L, idx);
    if (type != LUA_TTABLE && type != LUA_TFUNCTION) return 0;
    if (depth > MAX_DEPTH)
        return refuse(w, "the card definition nests tables and functions more than %d deep",
                      MAX_DEPTH);
    return type == LUA_TTABLE ? walk_table(w, idx, depth, k) : check_function(w, idx, depth, k);
}

/* [-0, +0] The table at the top is upvalue 'i' (named 'var') of the
 * function at 'f' (defined at 'line'): walks it, then puts the caller's
 * read-only view of it in the upvalue, unless it is one already. */
static int keep_table(walk *w, int f, int i, const char *var, int line, int depth)
{
    lua_State *L = w->L;
    int t = lua_gettop(L);
    keeper k = {line, var, 1, 1};
    luaL_checkstack(L, STACK_NEEDED, "cv_pure_card");
    int rc = walk_table(w, t, depth, &k);
    if (rc || is_view(L, t)) goto done;
    lua_pushvalue(L, t);
    if (lua_rawget(L, w->frozen) == LUA_TNIL) { /* not frozen through another upvalue */
        lua_pop(L, 1);
        lua_pushvalue(L, w->freeze);
        lua_pushvalue(L, t);
        lua_pushstring(L, var);
        lua_call(L, 2, 1);
        if (!lua_istable(L, -1))
            luaL_error(L, "cv_pure_card: freeze returned a %s, not a table", luaL_typename(L, -1));
        lua_pushvalue(L, t);
        lua_pushvalue(L, -2);
        lua_rawset(L, w->frozen);
    }
    lua_setupvalue(L, f, i);
done:
    lua_settop(L, t);
    return rc;
}

/* [-0, +0] The C function at 'f' keeps nothing of its own between calls
 * that is not the library's: it has no upvalues (a light C function), or it
 * is one of the library's C functions. Else refuses it, naming who keeps it
 * ('k'; NULL: the definition itself). */
static int check_c_function(walk *w, int f, const keeper *k)
{
    lua_State *L = w->L;
    if (!lua_getupvalue(L, f, 1)) return 0; /* no upvalues: no state */
    lua_pop(L, 1);
    if (w->library) {
        lua_pushvalue(L, f);
        int shared = lua_rawget(L, w->library) != LUA_TNIL;
        lua_pop(L, 1);
        if (shared) return 0;
    }
    if (!k)
        return refuse(w, "the card definition holds a library iterator or other function with "
                         "state of its own (made when the file loaded): a card's functions are "
                         "Lua functions of its file or the library's");
    return refuse(w,
                  "the function at line %d keeps %s'%s'%s library iterator or other function "
                  "with state of its own (made when the file loaded): make it inside the "
                  "function that uses it",
                  k->line, k->direct ? "" : "in ", k->var, k->direct ? ", a" : " a");
}

/* Checks the function at 'f': a C function, for state of its own
 * (check_c_function); a Lua function of the card's file, its bytecode, then
 * its upvalues (tables frozen, functions checked). 'k': who keeps it. */
static int check_function(walk *w, int f, int depth, const keeper *k)
{
    lua_State *L = w->L;
    f = lua_absindex(L, f);
    luaL_checkstack(L, STACK_NEEDED, "cv_pure_card");
    if (lua_iscfunction(L, f)) return check_c_function(w, f, k);
    if (mark_seen(w, f, WALKED)) return 0;
    lua_Debug ar;
    lua_pushvalue(L, f);
    lua_getinfo(L, ">Su", &ar);
    if (strcmp(ar.source, w->chunk) != 0) return 0; /* not the card's */
    offence o;
    if (scan_closure(L, f, ar.nups, &o))
        return refuse(w,
                      "the function at line %d cannot be checked: its bytecode is not the "
                      "Lua 5.4 this kernel reads",
                      ar.linedefined);
    if (o.nesting >= 0)
        return refuse(w,
                      "the function at line %d assigns to '%s', a variable of the file: a card "
                      "keeps what changes in the game (cv.set_var)",
                      o.line, o.name);
    int top = lua_gettop(L), rc = 0;
    for (int i = 1; rc == 0 && i <= ar.nups; i++) {
        const char *name = lua_getupvalue(L, f, i); /* pushes the value */
        keeper uk = {ar.linedefined, name, 1, 1};
        rc = count_item(w);
        if (rc == 0 && is_environment(L, name, -1))
            ; /* the sandbox's: what the card sees of the globals is not the card's */
        else if (rc == 0 && lua_istable(L, -1) && depth < MAX_DEPTH)
            rc = keep_table(w, f, i, name, ar.linedefined, depth + 1);
        else if (rc == 0)
            rc = walk_value(w, -1, depth + 1, &uk);
        lua_settop(L, top);
    }
    return rc;
}

/* ---- the library --------------------------------------------------------------- */

/* [-0, +0] Puts the value at 'v', if it is a table, on the list 'todo'
 * (*n entries), unless it was seen ('seen'). */
static void library_push(lua_State *L, int v, int todo, int seen, lua_Integer *n)
{
    v = lua_absindex(L, v);
    if (!lua_istable(L, v)) return;
    lua_pushvalue(L, v);
    int was = lua_rawget(L, seen) != LUA_TNIL;
    lua_pop(L, 1);
    if (was) return;
    lua_pushvalue(L, v);
    lua_pushboolean(L, 1);
    lua_rawset(L, seen);
    lua_pushvalue(L, v);
    lua_rawseti(L, todo, ++*n);
}

/* [-0, +0] Adds the value at 'v' to 'set' if it is a C function. */
static void library_add(lua_State *L, int v, int set)
{
    v = lua_absindex(L, v);
    if (!lua_iscfunction(L, v)) return;
    lua_pushvalue(L, v);
    lua_pushboolean(L, 1);
    lua_rawset(L, set);
}

int cv_pure_library(lua_State *L, int env)
{
    env = lua_absindex(L, env);
    luaL_checkstack(L, STACK_NEEDED, "cv_pure_library");
    lua_newtable(L); /* the set */
    int set = lua_gettop(L);
    lua_newtable(L); /* the tables seen */
    int seen = set + 1;
    lua_newtable(L); /* the tables still to walk: a stack, no recursion */
    int todo = set + 2;
    lua_Integer n = 0;
    library_push(L, env, todo, seen, &n);
    while (n > 0) {
        lua_rawgeti(L, todo, n);
        lua_pushnil(L);
        lua_rawseti(L, todo, n--);
        int t = lua_gettop(L);
        lua_pushnil(L);
        while (lua_next(L, t)) {
            for (int kv = -2; kv <= -1; kv++) {
                library_add(L, kv, set);
                library_push(L, kv, todo, seen, &n);
            }
            lua_pop(L, 1);
        }
        if (lua_getmetatable(L, t)) { /* a view's table is its metatable's __index */
            library_push(L, -1, todo, seen, &n);
            lua_pop(L, 1);
        }
        lua_settop(L, todo);
    }
    lua_settop(L, set);
    return set;
}

int cv_pure_card(lua_State *L, int def, int freeze, int library, const char *chunkname, char *why,
                 size_t len)
{
    def = lua_absindex(L, def);
    freeze = lua_absindex(L, freeze);
    if (library) library = lua_absindex(L, library);
    if (why && len) why[0] = '\0';
    int top = lua_gettop(L);
    luaL_checkstack(L, STACK_NEEDED, "cv_pure_card");
    lua_newtable(L);
    lua_newtable(L);
    walk w = {.L = L,
              .freeze = freeze,
              .library = library,
              .seen = top + 1,
              .frozen = top + 2,
              .chunk = chunkname,
              .items = 0,
              .why = why,
              .len = len};
    int rc = walk_value(&w, def, 0, NULL);
    lua_settop(L, top);
    return rc;
}
