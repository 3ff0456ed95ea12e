/* bind: see bind.h. */
#include "bind.h"

const char *cv_bind_shown(lua_State *L, int idx)
{
    switch (lua_type(L, idx)) {
    case LUA_TNONE:
        return lua_pushliteral(L, "no value");
    case LUA_TSTRING: {
        size_t len, i;
        const char *s = lua_tolstring(L, idx, &len);
        char buf[41];
        for (i = 0; i < len && i < 40; i++)
            buf[i] = s[i] >= 32 && s[i] < 127 ? s[i] : '?';
        buf[i] = '\0';
        return lua_pushfstring(L, "\"%s%s\"", buf, len > 40 ? "..." : "");
    }
    case LUA_TNUMBER:
        if (lua_isinteger(L, idx)) return lua_pushfstring(L, "%I", lua_tointeger(L, idx));
        return lua_pushfstring(L, "%f", lua_tonumber(L, idx));
    case LUA_TBOOLEAN:
        return lua_pushstring(L, lua_toboolean(L, idx) ? "true" : "false");
    default:
        return lua_pushstring(L, luaL_typename(L, idx));
    }
}

/* __newindex of a view: its name is the upvalue. */
static int view_readonly(lua_State *L)
{
    return luaL_error(L, "'%s' is read-only", lua_tostring(L, lua_upvalueindex(1)));
}

void cv_bind_view(lua_State *L, const luaL_Reg *funcs, const char *name)
{
    lua_newtable(L); /* the view */
    lua_createtable(L, 0, 3);
    lua_newtable(L);
    luaL_setfuncs(L, funcs, 0);
    lua_setfield(L, -2, "__index");
    lua_pushstring(L, name);
    lua_pushcclosure(L, view_readonly, 1);
    lua_setfield(L, -2, "__newindex");
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_setmetatable(L, -2);
}
