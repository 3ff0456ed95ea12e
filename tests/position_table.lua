-- A position file written from a table, for the games' Lua tests
-- (tests/GAME/common.lua): `local game_at = dofile(ROOT .. "/tests/position_table.lua")`,
-- then `game_at(spec)` writes `return <spec>` to a temporary file, starts a
-- game from it and removes the file. Keys are written in sorted order, so
-- the file, and the game, are the same in every process.
local function ser(v)
  local t = type(v)
  if t == "string" then return string.format("%q", v) end
  if t == "number" or t == "boolean" then return tostring(v) end
  local parts, n = {}, #v
  for i = 1, n do parts[#parts + 1] = ser(v[i]) end
  local keys = {}
  for k in pairs(v) do
    if not (math.type(k) == "integer" and k >= 1 and k <= n) then keys[#keys + 1] = k end
  end
  table.sort(keys)
  for _, k in ipairs(keys) do parts[#parts + 1] = "[" .. ser(k) .. "] = " .. ser(v[k]) end
  return "{ " .. table.concat(parts, ", ") .. " }"
end

return function(spec)
  local path = os.tmpname()
  local f = assert(io.open(path, "w"))
  f:write("return " .. ser(spec) .. "\n")
  f:close()
  local ok, g = pcall(game, { position = path })
  os.remove(path)
  if not ok then error(g, 0) end
  return g
end
