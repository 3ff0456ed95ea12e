/* pattern: budgeted pattern matching for the sandbox. See pattern.h.
 *
 * The matcher is a backtracking machine with an explicit stack of choice
 * points (frames) instead of recursion. A pattern is a flat sequence of
 * items, so what follows an item is simply the rest of the pattern: a
 * frame remembers how to try that rest again another way (one item fewer
 * for a greedy '*', one more for a lazy '-', without the item for '?'), or
 * what to undo on the way back (a capture opened or closed). Lua's own
 * matcher recurses once where this one pushes a frame, so "pattern too
 * complex" comes at the same depth (MAX_LEVELS), and the search tries the
 * same alternatives in the same order: the first match found is Lua's.
 *
 * Malformed patterns are found where Lua finds them, when matching reaches
 * the bad item, not before: a pattern that fails early on a subject may
 * never raise. The subject and the pattern are Lua strings, so the byte
 * after each one's end is a '\0' that may be read (as Lua's matcher does
 * for "%f" at the subject's end and for items at the pattern's end). */
#include "pattern.h"

#include <lauxlib.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "sandbox.h"

#define ESC '%'
#define SPECIALS "^$*+?.([%-"
#define MAX_CAPTURES 32   /* as LUA_MAXCAPTURES */
#define MAX_LEVELS 200    /* nested levels of matching, the first included */
#define CHARGE_EVERY 256  /* steps between two charges to the budget */
#define CAP_OPEN (-1)     /* a capture still open */
#define CAP_POSITION (-2) /* a position capture, "()" */

typedef unsigned char byte;

/* What a frame lets the machine try again, or undo, when what follows it
 * fails. */
enum {
    F_OPENED, /* a capture was opened: close it again (drop it) */
    F_CLOSED, /* capture 'cap' was closed: reopen it */
    F_MAYBE,  /* 'x?' matched x at 's': try the rest at 's' instead */
    F_GREEDY, /* 'x*' ran 'n' items from 's': try the rest after n - 1 */
    F_LAZY,   /* 'x-' tried the rest at 's': take one more item first */
};

typedef struct frame {
    int kind;
    int cap;
    const byte *s;
    const byte *p, *ep; /* the item and its end (its quantifier) */
    size_t n;
} frame;

typedef struct matcher {
    lua_State *L;
    cv_sbctx *x;     /* the budget charged, or NULL */
    long long steps; /* steps not yet charged */
    const byte *src, *src_end;
    const byte *pat, *pat_end;
    int ncap;
    struct {
        const byte *at;
        ptrdiff_t len; /* bytes, CAP_OPEN or CAP_POSITION */
    } cap[MAX_CAPTURES];
    int nframes;
    frame frames[MAX_LEVELS - 1];
} matcher;

/* ---- the budget ------------------------------------------------------------- */

/* The count hook's error (count_hook in sandbox.c), at the innermost script
 * line: the step is over, and with the budget at -1 no pcall catches it. */
static void over_budget(lua_State *L, cv_sbctx *x)
{
    x->budget = -1;
    lua_Debug ar;
    for (int level = 1; lua_getstack(L, level, &ar); level++) {
        lua_getinfo(L, "Sl", &ar);
        if (ar.currentline > 0) {
            lua_pushfstring(L, "%s:%d: instruction budget of %I exceeded (a runaway script?)",
                            ar.short_src, ar.currentline, (lua_Integer)x->step);
            lua_error(L);
        }
    }
    lua_pushfstring(L, "instruction budget of %I exceeded (a runaway script?)",
                    (lua_Integer)x->step);
    lua_error(L);
}

/* The budget L's work is charged to: none when the step counts nothing
 * (budgets off). Raises the budget's error when it is spent already. */
static cv_sbctx *budget_of(lua_State *L)
{
    cv_sbctx *x = cv_sandbox_metered(L);
    if (!x) return NULL;
    if (x->budget < 0) over_budget(L, x);
    return x;
}

/* Charges 'steps' to budget 'x' (none: NULL). */
static void charge_to(lua_State *L, cv_sbctx *x, long long steps)
{
    if (!x) return;
    x->budget -= steps;
    if (x->budget < 0) over_budget(L, x);
}

/* Charges the steps not yet charged. */
static void charge(matcher *m)
{
    long long steps = m->steps;
    m->steps = 0;
    charge_to(m->L, m->x, steps);
}

/* One elementary step: an item tried at a position. */
static void step(matcher *m)
{
    if (++m->steps >= CHARGE_EVERY) charge(m);
}

/* Prepares m to match pattern 'p' in subject 's' on L's budget (raising
 * the budget's error if it is spent). */
static void start(matcher *m, lua_State *L, const char *s, size_t ls, const char *p, size_t lp)
{
    m->L = L;
    m->x = budget_of(L);
    m->steps = 0;
    m->src = (const byte *)s;
    m->src_end = m->src + ls;
    m->pat = (const byte *)p;
    m->pat_end = m->pat + lp;
    m->ncap = 0;
    m->nframes = 0;
}

/* ---- single items ----------------------------------------------------------- */

/* Is byte 'c' in the class of letter 'cl' (%a, %d, ...; an upper-case
 * letter is the complement)? Any other character stands for itself. */
static int in_class(int c, int cl)
{
    int lower = (cl >= 'A' && cl <= 'Z') ? cl + ('a' - 'A') : cl;
    int alpha = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    int digit = c >= '0' && c <= '9';
    int in;
    switch (lower) {
    case 'a':
        in = alpha;
        break;
    case 'c':
        in = c < 32 || c == 127;
        break;
    case 'd':
        in = digit;
        break;
    case 'g':
        in = c > 32 && c < 127;
        break;
    case 'l':
        in = c >= 'a' && c <= 'z';
        break;
    case 'p':
        in = c > 32 && c < 127 && !alpha && !digit;
        break;
    case 's':
        in = c == ' ' || (c >= '\t' && c <= '\r');
        break;
    case 'u':
        in = c >= 'A' && c <= 'Z';
        break;
    case 'w':
        in = alpha || digit;
        break;
    case 'x':
        in = digit || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
        break;
    case 'z': /* still in Lua 5.4's library, though the manual dropped it */
        in = c == 0;
        break;
    default:
        return cl == c;
    }
    return lower != cl ? !in : in;
}

/* Is 'c' in the set whose '[' is at 'p' and whose ']' is at 'close'? */
static int in_set(int c, const byte *p, const byte *close)
{
    int yes = 1;
    p++;
    if (*p == '^') {
        yes = 0;
        p++;
    }
    while (p < close) {
        if (*p == ESC) {
            if (in_class(c, p[1])) return yes;
            p += 2;
        } else if (p[1] == '-' && p + 2 < close) {
            if (p[0] <= c && c <= p[2]) return yes;
            p += 3;
        } else {
            if (*p == c) return yes;
            p++;
        }
    }
    return !yes;
}

/* The end of the single item at 'p' (a character, '.', %x or a set):
 * where its quantifier, if any, stands. Raises on a malformed item. The
 * first character of a set is never its end ("[]]" holds ']'). */
static const byte *item_end(matcher *m, const byte *p)
{
    const byte *q = p + 1;
    if (*p == ESC) {
        if (q >= m->pat_end) luaL_error(m->L, "malformed pattern (ends with '%%')");
        return q + 1;
    }
    if (*p == '[') {
        if (*q == '^') q++;
        do {
            if (q >= m->pat_end) luaL_error(m->L, "malformed pattern (missing ']')");
            if (*q++ == ESC && q < m->pat_end) q++;
        } while (*q != ']');
        m->steps += (q - p) >> 4;
        return q + 1;
    }
    return q;
}

/* Does the item at 'p' (ending at 'ep') match the byte at 's'? */
static int item_matches(matcher *m, const byte *s, const byte *p, const byte *ep)
{
    if (s >= m->src_end) return 0;
    switch (*p) {
    case '.':
        return 1;
    case ESC:
        return in_class(*s, p[1]);
    case '[':
        m->steps += (ep - p) >> 4;
        return in_set(*s, p, ep - 1);
    default:
        return *p == *s;
    }
}

/* ---- the machine ------------------------------------------------------------ */

/* A new frame: one level deeper, as Lua's matcher recurses. */
static frame *push(matcher *m, int kind)
{
    if (m->nframes >= MAX_LEVELS - 1) luaL_error(m->L, "pattern too complex");
    frame *f = &m->frames[m->nframes++];
    f->kind = kind;
    return f;
}

/* %bxy at 's' ('p' at x): the end of the balanced run, or NULL. */
static const byte *balanced(matcher *m, const byte *s, const byte *p)
{
    if (p >= m->pat_end - 1) luaL_error(m->L, "malformed pattern (missing arguments to '%%b')");
    if (s >= m->src_end || *s != p[0]) return NULL;
    size_t depth = 1;
    const byte *q = s;
    while (++q < m->src_end) {
        if (*q == p[1]) {
            if (--depth == 0) break;
        } else if (*q == p[0]) {
            depth++;
        }
    }
    m->steps += q - s;
    return q < m->src_end ? q + 1 : NULL;
}

/* %1-%9 at 's' ('d' is the digit): the end of the copy of the capture, or
 * NULL. A position capture matches nothing. */
static const byte *same_as_capture(matcher *m, const byte *s, int d)
{
    int i = d - '1';
    if (i < 0 || i >= m->ncap || m->cap[i].len == CAP_OPEN)
        luaL_error(m->L, "invalid capture index %%%d", i + 1);
    ptrdiff_t len = m->cap[i].len;
    if (len == CAP_POSITION || m->src_end - s < len || memcmp(m->cap[i].at, s, (size_t)len))
        return NULL;
    m->steps += len >> 5;
    return s + len;
}

/* '(' or '()' at 's'. */
static void open_capture(matcher *m, const byte *s, ptrdiff_t len)
{
    if (m->ncap >= MAX_CAPTURES) luaL_error(m->L, "too many captures");
    m->cap[m->ncap].at = s;
    m->cap[m->ncap].len = len;
    m->ncap++;
    push(m, F_OPENED);
}

/* ')' at 's': closes the innermost capture still open. */
static void close_capture(matcher *m, const byte *s)
{
    int i = m->ncap - 1;
    while (i >= 0 && m->cap[i].len != CAP_OPEN)
        i--;
    if (i < 0) luaL_error(m->L, "invalid pattern capture");
    m->cap[i].len = s - m->cap[i].at;
    push(m, F_CLOSED)->cap = i;
}

/* Unwinds to the innermost frame with an alternative left, undoing
 * captures on the way, and leaves in *s and *p where matching resumes.
 * Returns 0 when no frame has one: the match failed. */
static int backtrack(matcher *m, const byte **s, const byte **p)
{
    while (m->nframes > 0) {
        frame *f = &m->frames[m->nframes - 1];
        switch (f->kind) {
        case F_OPENED:
            m->ncap--;
            break;
        case F_CLOSED:
            m->cap[f->cap].len = CAP_OPEN;
            break;
        case F_MAYBE:
            m->nframes--;
            *s = f->s;
            *p = f->ep + 1;
            return 1;
        case F_GREEDY:
            if (f->n > 0) {
                f->n--;
                *s = f->s + f->n;
                *p = f->ep + 1;
                return 1;
            }
            break;
        case F_LAZY:
            step(m);
            if (item_matches(m, f->s, f->p, f->ep)) {
                f->s++;
                *s = f->s;
                *p = f->ep + 1;
                return 1;
            }
            break;
        }
        m->nframes--;
    }
    return 0;
}

/* Matches the pattern from 'p' against the subject from 's': the end of the
 * match, or NULL. The captures are left in m. */
static const byte *run(matcher *m, const byte *s, const byte *p)
{
    m->ncap = 0;
    m->nframes = 0;
    for (;;) {
        step(m);
        if (p == m->pat_end) return s;
        switch (*p) {
        case '(':
            if (p[1] == ')') {
                open_capture(m, s, CAP_POSITION);
                p += 2;
            } else {
                open_capture(m, s, CAP_OPEN);
                p++;
            }
            continue;
        case ')':
            close_capture(m, s);
            p++;
            continue;
        case '$':
            if (p + 1 != m->pat_end) break; /* a '$' of its own */
            if (s != m->src_end) goto fail;
            p++;
            continue;
        case ESC:
            if (p[1] == 'b') {
                if (!(s = balanced(m, s, p + 2))) goto fail;
                p += 4;
                continue;
            }
            if (p[1] == 'f') {
                p += 2;
                if (*p != '[') luaL_error(m->L, "missing '[' after '%%f' in pattern");
                const byte *ep = item_end(m, p);
                int before = s == m->src ? 0 : s[-1];
                int here = s < m->src_end ? *s : 0;
                m->steps += (ep - p) >> 3;
                if (in_set(before, p, ep - 1) || !in_set(here, p, ep - 1)) goto fail;
                p = ep;
                continue;
            }
            if (p[1] >= '0' && p[1] <= '9') {
                if (!(s = same_as_capture(m, s, p[1]))) goto fail;
                p += 2;
                continue;
            }
            break;
        default:
            break;
        }
        /* a single item, perhaps with a quantifier */
        const byte *ep = item_end(m, p);
        if (!item_matches(m, s, p, ep)) {
            if (*ep != '*' && *ep != '?' && *ep != '-') goto fail;
            p = ep + 1; /* none of it */
            continue;
        }
        if (*ep == '?') {
            frame *f = push(m, F_MAYBE);
            f->s = s;
            f->ep = ep;
            s++;
            p = ep + 1;
        } else if (*ep == '*' || *ep == '+') {
            if (*ep == '+') s++;
            size_t n = 0;
            while (item_matches(m, s + n, p, ep)) {
                n++;
                step(m);
            }
            frame *f = push(m, F_GREEDY);
            f->s = s;
            f->ep = ep;
            f->n = n;
            s += n;
            p = ep + 1;
        } else if (*ep == '-') {
            frame *f = push(m, F_LAZY);
            f->s = s;
            f->p = p;
            f->ep = ep;
            p = ep + 1;
        } else {
            s++;
            p = ep;
        }
        continue;
    fail:
        if (!backtrack(m, &s, &p)) return NULL;
    }
}

/* ---- captures --------------------------------------------------------------- */

/* Capture 'i' of a match from 's' to 'e' (with no captures, capture 0 is
 * the whole match). Its text in *at and its length, or CAP_POSITION having
 * pushed the position. */
static ptrdiff_t capture(matcher *m, int i, const byte *s, const byte *e, const byte **at)
{
    if (i >= m->ncap) {
        if (i != 0) luaL_error(m->L, "invalid capture index %%%d", i + 1);
        *at = s;
        return e - s;
    }
    ptrdiff_t len = m->cap[i].len;
    *at = m->cap[i].at;
    if (len == CAP_OPEN) luaL_error(m->L, "unfinished capture");
    if (len == CAP_POSITION) lua_pushinteger(m->L, (lua_Integer)(*at - m->src) + 1);
    return len;
}

static void push_capture(matcher *m, int i, const byte *s, const byte *e)
{
    const byte *at;
    ptrdiff_t len = capture(m, i, s, e, &at);
    if (len != CAP_POSITION) lua_pushlstring(m->L, (const char *)at, (size_t)len);
}

/* Pushes the captures, or the whole match when there are none and 's' is
 * not NULL. Returns how many. */
static int push_captures(matcher *m, const byte *s, const byte *e)
{
    int n = (m->ncap == 0 && s) ? 1 : m->ncap;
    luaL_checkstack(m->L, n, "too many captures");
    for (int i = 0; i < n; i++)
        push_capture(m, i, s, e);
    return n;
}

/* ---- find and match --------------------------------------------------------- */

/* Where a search starting at 'pos' (1-based; negative counts from the end)
 * begins in a subject of 'len' bytes, 1-based. */
static size_t start_at(lua_Integer pos, size_t len)
{
    if (pos > 0) return (size_t)pos;
    if (pos == 0 || pos < -(lua_Integer)len) return 1;
    return len + (size_t)pos + 1;
}

/* Does 'p' hold a character that makes it a pattern? (Without one,
 * string.find searches for it as plain text, ')' and ']' included.) */
static int has_specials(matcher *m, const char *p, size_t lp)
{
    m->steps += lp >> 6;
    for (size_t i = 0; i < lp; i++)
        if (p[i] && strchr(SPECIALS, p[i])) return 1;
    return 0;
}

/* The first copy of 'needle' in 'hay', or NULL. */
static const char *find_plain(matcher *m, const char *hay, size_t lh, const char *needle, size_t ln)
{
    if (ln == 0) return hay;
    if (ln > lh) return NULL;
    const char *q = hay, *end = hay + (lh - ln) + 1; /* where a copy may begin */
    while (q < end) {
        const char *c = memchr(q, needle[0], (size_t)(end - q));
        m->steps += ((c ? c : end) - q) >> 6;
        if (!c) return NULL;
        m->steps += ln >> 5;
        step(m);
        if (memcmp(c + 1, needle + 1, ln - 1) == 0) return c;
        q = c + 1;
    }
    return NULL;
}

/* string.find ('find' set) or string.match: the first match from init on,
 * or only at init when the pattern begins with '^'. */
static int find_or_match(lua_State *L, int find)
{
    size_t ls, lp;
    const char *s = luaL_checklstring(L, 1, &ls);
    const char *p = luaL_checklstring(L, 2, &lp);
    size_t init = start_at(luaL_optinteger(L, 3, 1), ls);
    matcher m;
    start(&m, L, s, ls, p, lp);
    if (init > ls + 1) {
        luaL_pushfail(L);
        return 1;
    }
    if (find && (lua_toboolean(L, 4) || !has_specials(&m, p, lp))) {
        const char *at = find_plain(&m, s + init - 1, ls - init + 1, p, lp);
        charge(&m);
        if (!at) {
            luaL_pushfail(L);
            return 1;
        }
        lua_pushinteger(L, (lua_Integer)(at - s) + 1);
        lua_pushinteger(L, (lua_Integer)(at - s + lp));
        return 2;
    }
    int anchored = *m.pat == '^';
    const byte *pat = m.pat + anchored;
    const byte *from = m.src + init - 1;
    do {
        const byte *e = run(&m, from, pat);
        if (e) {
            int n;
            if (find) {
                lua_pushinteger(L, (lua_Integer)(from - m.src) + 1);
                lua_pushinteger(L, (lua_Integer)(e - m.src));
                n = 2 + push_captures(&m, NULL, NULL);
            } else {
                n = push_captures(&m, from, e);
            }
            charge(&m);
            return n;
        }
    } while (from++ < m.src_end && !anchored);
    charge(&m);
    luaL_pushfail(L);
    return 1;
}

int cv_pattern_find(lua_State *L)
{
    return find_or_match(L, 1);
}

int cv_pattern_match(lua_State *L)
{
    return find_or_match(L, 0);
}

/* ---- gmatch ----------------------------------------------------------------- */

/* The iterator: upvalues 1 subject, 2 pattern, 3 where the next search
 * begins (0-based), 4 where the last match ended (-1: none yet). A match
 * that is empty and ends where the last one did is skipped. */
static int gmatch_next(lua_State *L)
{
    size_t ls, lp;
    const char *s = lua_tolstring(L, lua_upvalueindex(1), &ls);
    const char *p = lua_tolstring(L, lua_upvalueindex(2), &lp);
    size_t pos = (size_t)lua_tointeger(L, lua_upvalueindex(3));
    lua_Integer last = lua_tointeger(L, lua_upvalueindex(4));
    matcher m;
    start(&m, L, s, ls, p, lp);
    for (; pos <= ls; pos++) {
        const byte *e = run(&m, m.src + pos, m.pat);
        if (e && (lua_Integer)(e - m.src) != last) {
            lua_pushinteger(L, (lua_Integer)(e - m.src));
            lua_pushvalue(L, -1);
            lua_replace(L, lua_upvalueindex(3));
            lua_replace(L, lua_upvalueindex(4));
            int n = push_captures(&m, m.src + pos, e);
            charge(&m);
            return n;
        }
    }
    charge(&m);
    return 0;
}

int cv_pattern_gmatch(lua_State *L)
{
    size_t ls;
    luaL_checklstring(L, 1, &ls);
    luaL_checkstring(L, 2);
    size_t init = start_at(luaL_optinteger(L, 3, 1), ls) - 1;
    if (init > ls) init = ls + 1; /* past the end: nothing to find */
    lua_settop(L, 2);
    lua_pushinteger(L, (lua_Integer)init);
    lua_pushinteger(L, -1);
    lua_pushcclosure(L, gmatch_next, 4);
    return 1;
}

/* ---- gsub ------------------------------------------------------------------- */

/* Adds replacement string 'repl' (at stack index 3) for the match from 's'
 * to 'e': %0 the match, %1-%9 a capture, %% a '%'. */
static void add_string(matcher *m, luaL_Buffer *b, const byte *s, const byte *e)
{
    size_t l;
    const char *r = lua_tolstring(m->L, 3, &l);
    const char *end = r + l, *q;
    m->steps += l >> 4;
    while ((q = memchr(r, ESC, (size_t)(end - r))) != NULL) {
        luaL_addlstring(b, r, (size_t)(q - r));
        q++; /* at the end, the '\0' after the string */
        if (*q == ESC) {
            luaL_addchar(b, ESC);
        } else if (*q == '0') {
            luaL_addlstring(b, (const char *)s, (size_t)(e - s));
        } else if (*q >= '1' && *q <= '9') {
            const byte *at;
            ptrdiff_t len = capture(m, *q - '1', s, e, &at);
            if (len == CAP_POSITION)
                luaL_addvalue(b);
            else
                luaL_addlstring(b, (const char *)at, (size_t)len);
        } else {
            luaL_error(m->L, "invalid use of '%c' in replacement string", ESC);
        }
        r = q + 1;
    }
    luaL_addlstring(b, r, (size_t)(end - r));
}

/* Adds the replacement for the match from 's' to 'e' by the replacement of
 * type 'type' (at stack index 3). Returns whether it changed the text (a
 * function or table answering nil or false keeps the match). */
static int add_replacement(matcher *m, luaL_Buffer *b, const byte *s, const byte *e, int type)
{
    lua_State *L = m->L;
    if (type == LUA_TFUNCTION) {
        lua_pushvalue(L, 3);
        int n = push_captures(m, s, e);
        charge(m); /* before Lua code runs on the budget */
        lua_call(L, n, 1);
    } else if (type == LUA_TTABLE) {
        push_capture(m, 0, s, e);
        charge(m); /* an __index may run Lua code */
        lua_gettable(L, 3);
    } else {
        add_string(m, b, s, e);
        return 1;
    }
    if (!lua_toboolean(L, -1)) {
        lua_pop(L, 1);
        luaL_addlstring(b, (const char *)s, (size_t)(e - s));
        return 0;
    }
    if (!lua_isstring(L, -1))
        return luaL_error(L, "invalid replacement value (a %s)", luaL_typename(L, -1));
    luaL_addvalue(b);
    return 1;
}

int cv_pattern_gsub(lua_State *L)
{
    size_t ls, lp;
    const char *s = luaL_checklstring(L, 1, &ls);
    const char *p = luaL_checklstring(L, 2, &lp);
    int type = lua_type(L, 3);
    lua_Integer most = luaL_optinteger(L, 4, (lua_Integer)ls + 1);
    luaL_argexpected(L,
                     type == LUA_TNUMBER || type == LUA_TSTRING || type == LUA_TFUNCTION ||
                         type == LUA_TTABLE,
                     3, "string/function/table");
    matcher m;
    start(&m, L, s, ls, p, lp);
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    int anchored = *m.pat == '^';
    const byte *pat = m.pat + anchored;
    const byte *at = m.src, *last = NULL;
    lua_Integer n = 0;
    int changed = 0;
    while (n < most) {
        const byte *e = run(&m, at, pat);
        if (e && e != last) {
            n++;
            changed |= add_replacement(&m, &b, at, e, type);
            at = last = e;
        } else if (at < m.src_end) {
            luaL_addchar(&b, (char)*at++);
        } else {
            break;
        }
        if (anchored) break;
    }
    if (!changed) {
        lua_pushvalue(L, 1);
    } else {
        luaL_addlstring(&b, (const char *)at, (size_t)(m.src_end - at));
        luaL_pushresult(&b);
    }
    lua_pushinteger(L, n);
    charge(&m);
    return 2;
}

/* ---- rep -------------------------------------------------------------------- */

int cv_pattern_rep(lua_State *L)
{
    size_t l, lsep;
    const char *s = luaL_checklstring(L, 1, &l);
    lua_Integer n = luaL_checkinteger(L, 2);
    const char *sep = luaL_optlstring(L, 3, "", &lsep);
    if (n <= 0 || l + lsep == 0) { /* "" however many times */
        lua_pushliteral(L, "");
        return 1;
    }
    size_t unit = l + lsep;
    if (unit < l || (size_t)n > SIZE_MAX / unit) return luaL_error(L, "resulting string too large");
    size_t total = (size_t)n * unit - lsep;
    if (total > CV_PATTERN_REP_MAX) {
        char size[32];
        snprintf(size, sizeof size, "%zu", total);
        return luaL_error(L, "string.rep: a result of %s bytes is more than game scripts may make",
                          size);
    }
    charge_to(L, budget_of(L), 1 + (long long)(total >> 6) + (long long)((size_t)n >> 4));
    luaL_Buffer b;
    char *out = luaL_buffinitsize(L, &b, total);
    for (lua_Integer i = 0; i < n; i++) {
        memcpy(out, s, l);
        out += l;
        if (lsep && i + 1 < n) {
            memcpy(out, sep, lsep);
            out += lsep;
        }
    }
    luaL_pushresultsize(&b, total);
    return 1;
}
