-- Helpers for the Highlander tests: a position written from a table (to a
-- temporary file) and a few queries.
local H = {}

local game_at = dofile(ROOT .. "/tests/position_table.lua")

local FILLER = {}
for i = 1, 24 do FILLER[i] = i % 2 == 1 and "Middle Right Attack" or "Lower Right Block" end

-- H.game{ phase =, player =, turn =, ann = { zones, pools, vars }, bob = {...},
-- options = { name = value }, stop = }: a game from a position.
function H.game(t)
  local players = {}
  for i, who in ipairs({ "ann", "bob" }) do
    local p = t[who] or {}
    local pl = { name = i == 1 and "Ann" or "Bob" }
    for k, v in pairs(p) do pl[k] = v end
    pl.pools = pl.pools or {}
    pl.pools.ability = pl.pools.ability or 15
    pl.endurance = pl.endurance or FILLER
    players[i] = pl
  end
  local opts = { first_player = "1" }
  for k, v in pairs(t.options or {}) do opts[k] = v end
  local spec = { rules = "highlander", turn = t.turn or 3, player = t.player or 1, phase = t.phase or "attack",
    players = players, options = opts, stop = t.stop }
  return game_at(spec)
end

-- An Endurance whose top cards are given (top first), then n in all (30
-- by default) with filler.
function H.endurance(top, n)
  local e = {}
  for i, t in ipairs(top) do e[i] = t end
  for i = #e + 1, n or 30 do e[i] = "Lower Right Block" end
  return e
end

function H.ability(g, seat) return g:eval("rules.ability(" .. seat .. ")") end
function H.pool(g, seat, name) return g:eval("cv.pool(cv.player(" .. seat .. "), '" .. name .. "')") end
function H.where(g, name) return (g:eval("cv.where(" .. g:id(name) .. ")")) end
function H.size(g, zone, seat) return g:eval("cv.zone_size('" .. zone .. "', " .. seat .. ")") end
function H.titles(g, zone, seat)
  return g:eval("local out = {} for _, c in ipairs(cv.zone('" .. zone .. "', " .. seat ..
    ")) do out[#out + 1] = cv.def(c).title end return out")
end
function H.pvar(g, seat, k) return g:eval("cv.var(cv.player(" .. seat .. "), '" .. k .. "')") end

return H
