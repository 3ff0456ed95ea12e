-- Helpers shared by the Doomtrooper tests (loaded with dofile).
local M = {}
function M.pos(name, opts)
  return game{ rules = "doomtrooper", position = "tests/doomtrooper/positions/" .. name .. ".lua", options = opts }
end
function M.num(g, expr) return tonumber(g:query("return " .. expr)) end
-- The id of the first card titled 'title' in zone (name, seat).
function M.find(g, title, zone, seat)
  return M.num(g, string.format(
    "(function() for _, c in ipairs(cv.zone(%q, %d)) do if cv.def(c).title == %q then return c end end return -1 end)()",
    zone, seat, title))
end
function M.dp(g, seat) return M.num(g, "rules.destiny(" .. seat .. ")") end
function M.pp(g, seat) return M.num(g, "rules.promotion(" .. seat .. ")") end
function M.count(g, zone, seat) return M.num(g, string.format("#cv.zone(%q, %d)", zone, seat)) end
return M
